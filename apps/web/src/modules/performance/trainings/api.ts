import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  trainingEndpoints as E,
  trainingSettingsEndpoints as S,
  type EnrolmentInput,
  type TrainingCategoryInput,
  type TrainingInput,
  type TrainingSettingsInput,
} from '@clockroom/contracts';
import {
  endpointKey,
  endpointQuery,
  endpointUrl,
  submit,
  submitForm,
} from '../../../platform/api/endpoint-client.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';
import { downloadFile } from '../../../platform/ui/download-file.ts';

/** Trainings and their settings (issue 23, ADR 62). */

export const trainingsQuery = ({ page, perPage, search_query, category_id }: ListParams) =>
  endpointQuery(E.list, {
    query: { page, perPage, search_query, category_id: category_id ? Number(category_id) : undefined },
  });
export const myTrainingsQuery = ({ page, perPage, search_query }: ListParams) =>
  endpointQuery(E.mine, { query: { page, perPage, search_query } });
export const trainingQuery = (id: number) => ({ ...endpointQuery(E.get, { params: { id } }), retry: false });
export const categoriesQuery = ({ page, perPage, search_query }: ListParams) =>
  endpointQuery(S.categories, { query: { page, perPage, search_query } });
export const allCategoriesQuery = () => endpointQuery(S.categories, { query: { perPage: 100 } });
export const categoryQuery = (id: number) => ({
  ...endpointQuery(S.category, { params: { id } }),
  retry: false,
});
export const generalSettingsQuery = () => endpointQuery(S.general);
export const downloadCertificate = (enrolmentId: number) =>
  downloadFile(endpointUrl(E.certificate, { params: { id: enrolmentId } }));

export const refreshTrainings = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: endpointKey(E.list) }),
    qc.invalidateQueries({ queryKey: endpointKey(E.mine) }),
    qc.invalidateQueries({ queryKey: endpointKey(E.get) }),
    qc.invalidateQueries({ queryKey: endpointKey(S.categories) }),
  ]);
export const refreshSettings = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: endpointKey(S.categories) }),
    qc.invalidateQueries({ queryKey: endpointKey(S.category) }),
    qc.invalidateQueries({ queryKey: endpointKey(S.general) }),
  ]);

export const saveTrainingMutation = (id?: number) =>
  mutationOptions({
    mutationKey: ['trainings', 'save', id ?? 'new'],
    mutationFn: (body: TrainingInput) =>
      id === undefined ? submit(E.create, { body }) : submit(E.update, { params: { id }, body }),
    meta: { notifySuccess: true },
  });
export const deleteTrainingMutation = () =>
  mutationOptions({
    mutationKey: ['trainings', 'delete'],
    mutationFn: (id: number) => submit(E.delete, { params: { id } }),
    meta: { notifySuccess: true },
  });
export const enrolmentMutation = (id: number) =>
  mutationOptions({
    mutationKey: ['trainings', 'enrolment', id],
    mutationFn: (body: EnrolmentInput) => submit(E.enrolment, { params: { id }, body }),
    meta: { notifySuccess: true },
  });
export const certificateMutation = () =>
  mutationOptions({
    mutationKey: ['trainings', 'certificate'],
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append('certificate', file);
      return submitForm(E.uploadCertificate, { params: { id }, form });
    },
    meta: { notifySuccess: true },
  });
export const saveCategoryMutation = (id?: number) =>
  mutationOptions({
    mutationKey: ['trainings', 'category', id ?? 'new'],
    mutationFn: (body: TrainingCategoryInput) =>
      id === undefined
        ? submit(S.createCategory, { body })
        : submit(S.updateCategory, { params: { id }, body }),
    meta: { notifySuccess: true },
  });
export const deleteCategoryMutation = () =>
  mutationOptions({
    mutationKey: ['trainings', 'category', 'delete'],
    mutationFn: (id: number) => submit(S.deleteCategory, { params: { id } }),
    meta: { notifySuccess: true },
  });
export const saveGeneralMutation = () =>
  mutationOptions({
    mutationKey: ['trainings', 'general'],
    mutationFn: (body: TrainingSettingsInput) => submit(S.saveGeneral, { body }),
    meta: { notifySuccess: true },
  });
