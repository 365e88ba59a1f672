import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { DepartmentInput, DepartmentRow, ListPage } from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

export const departmentListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['organization', 'departments', 'list', params],
    queryFn: ({ signal }) => api.get<ListPage<DepartmentRow>>('/organization/departments', params, signal),
  });

export const departmentQuery = (id: string) =>
  queryOptions({
    queryKey: ['organization', 'departments', 'detail', id],
    queryFn: ({ signal }) =>
      api.get<DepartmentRow>(`/organization/departments/${encodeURIComponent(id)}`, undefined, signal),
    retry: false,
  });

export const saveDepartmentMutation = (id?: number) =>
  mutationOptions({
    mutationKey: ['organization', 'departments', 'save', id ?? 'new'],
    mutationFn: (values: DepartmentInput) =>
      id === undefined
        ? api.post<DepartmentRow>('/organization/departments', values)
        : api.put<DepartmentRow>(`/organization/departments/${id}`, values),
    meta: { notifySuccess: true },
  });

export const deleteDepartmentsMutation = () =>
  mutationOptions({
    mutationKey: ['organization', 'departments', 'delete'],
    mutationFn: (departmentIds: number[]) => api.post('/organization/departments/delete', { departmentIds }),
    meta: { notifySuccess: true },
  });
