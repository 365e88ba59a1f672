import { mutationOptions } from '@tanstack/react-query';
import { DEPARTMENT_ENDPOINTS as E } from '@clockroom/contracts';
import { endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import { saveMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

export const departmentListQuery = (params: ListParams) => endpointQuery(E.list, { query: params });

export const departmentQuery = (id: string) => ({
  ...endpointQuery(E.get, { params: { id } }),
  retry: false,
});

export const saveDepartmentMutation = (id?: number) => saveMutation(E, id);

export const deleteDepartmentsMutation = () =>
  mutationOptions({
    mutationKey: ['organization', 'departments', 'delete'],
    mutationFn: (departmentIds: number[]) => submit(E.delete, { body: { departmentIds } }),
    meta: { notifySuccess: true },
  });
