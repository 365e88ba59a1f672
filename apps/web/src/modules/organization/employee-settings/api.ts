import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  EMPLOYEE_SETTINGS,
  employeeSettingsPath,
  type EmployeeSettingKind,
  type EmployeeSettingRow,
  type ListPage,
} from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

export const employeeSettingsKey = (kind: EmployeeSettingKind) =>
  ['organization', 'employee-settings', kind] as const;

/** One page of a list, for the settings screens (page, perPage, search_query). */
export const employeeSettingsPageQuery = (kind: EmployeeSettingKind, params: ListParams) =>
  queryOptions({
    queryKey: [...employeeSettingsKey(kind), 'page', params],
    queryFn: ({ signal }) =>
      api.get<ListPage<EmployeeSettingRow>>(employeeSettingsPath(kind), params, signal),
  });

/** How many values a list holds (the overview cards): a one-row page answers the total. */
export const employeeSettingsCountQuery = (kind: EmployeeSettingKind) =>
  queryOptions({
    queryKey: [...employeeSettingsKey(kind), 'count'],
    queryFn: async ({ signal }) =>
      (
        await api.get<ListPage<EmployeeSettingRow>>(
          employeeSettingsPath(kind),
          { page: 1, perPage: 1 },
          signal,
        )
      ).total,
  });

/**
 * Every value of a list as select options `{ value: id, label: name }` (GET without paging answers
 * the whole list; 'view backend' may read it). For the employee form's type, grade, category and
 * designation selects.
 */
export const employeeSettingOptionsQuery = (kind: EmployeeSettingKind) =>
  queryOptions({
    queryKey: [...employeeSettingsKey(kind), 'options'],
    queryFn: async ({ signal }) => {
      const list = await api.get<ListPage<EmployeeSettingRow>>(employeeSettingsPath(kind), undefined, signal);
      const field = EMPLOYEE_SETTINGS[kind].field;
      return list.results.map((r) => ({ value: r.id, label: r[field] ?? '' }));
    },
    staleTime: 60_000,
  });

export interface EmployeeSettingSave {
  id?: number;
  name: string;
  description: string;
}

export const saveEmployeeSettingMutation = (kind: EmployeeSettingKind) =>
  mutationOptions({
    mutationKey: [...employeeSettingsKey(kind), 'save'],
    mutationFn: ({ id, name, description }: EmployeeSettingSave) => {
      const body = { [EMPLOYEE_SETTINGS[kind].field]: name, description };
      const path = employeeSettingsPath(kind);
      return id === undefined
        ? api.post<EmployeeSettingRow>(path, body)
        : api.put<EmployeeSettingRow>(`${path}/${id}`, body);
    },
    meta: { notifySuccess: true },
  });

export const deleteEmployeeSettingMutation = (kind: EmployeeSettingKind) =>
  mutationOptions({
    mutationKey: [...employeeSettingsKey(kind), 'delete'],
    mutationFn: (id: number) => api.delete(`${employeeSettingsPath(kind)}/${id}`),
    meta: { notifySuccess: true },
  });
