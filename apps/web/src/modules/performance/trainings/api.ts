import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  trainingEndpoints as E,
  trainingSettingsEndpoints as S,
  type EnrolmentInput,
  type TrainingSettingsInput,
} from '@clockroom/contracts';
import {
  endpointKey,
  endpointQuery,
  endpointUrl,
  submit,
  submitForm,
} from '../../../platform/api/endpoint-client.ts';
import { deleteMutation, saveMutation } from '../../../platform/api/record-mutations.ts';
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

export const saveTrainingMutation = (id?: number) => saveMutation(E, id);
export const deleteTrainingMutation = () => deleteMutation(E.delete);
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
  saveMutation({ create: S.createCategory, update: S.updateCategory }, id);
export const deleteCategoryMutation = () => deleteMutation(S.deleteCategory);
export const saveGeneralMutation = () =>
  mutationOptions({
    mutationKey: ['trainings', 'general'],
    mutationFn: (body: TrainingSettingsInput) => submit(S.saveGeneral, { body }),
    meta: { notifySuccess: true },
  });
