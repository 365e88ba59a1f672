import { mutationOptions } from '@tanstack/react-query';
import { DEPARTMENT_ENDPOINTS as E, type DepartmentInput } from '@clockroom/contracts';
import { endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

export const departmentListQuery = (params: ListParams) => endpointQuery(E.list, { query: params });

export const departmentQuery = (id: string) => ({
  ...endpointQuery(E.get, { params: { id } }),
  retry: false,
});

export const saveDepartmentMutation = (id?: number) =>
  mutationOptions({
    mutationKey: ['organization', 'departments', 'save', id ?? 'new'],
    mutationFn: (values: DepartmentInput) =>
      id === undefined
        ? submit(E.create, { body: values })
        : submit(E.update, { params: { id }, body: values }),
    meta: { notifySuccess: true },
  });

export const deleteDepartmentsMutation = () =>
  mutationOptions({
    mutationKey: ['organization', 'departments', 'delete'],
    mutationFn: (departmentIds: number[]) => submit(E.delete, { body: { departmentIds } }),
    meta: { notifySuccess: true },
  });
