import { mutationOptions } from '@tanstack/react-query';
import { EMPLOYEE_SETTINGS, employeeSettingEndpoints, type EmployeeSettingKind } from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** Everything cached about one list (pages, counts, options). */
export const employeeSettingsKey = (kind: EmployeeSettingKind) =>
  endpointKey(employeeSettingEndpoints(kind).list);

/** One page of a list, for the settings screens (page, perPage, search_query). */
export const employeeSettingsPageQuery = (kind: EmployeeSettingKind, params: ListParams) =>
  endpointQuery(employeeSettingEndpoints(kind).list, { query: params });

/** How many values a list holds (the overview cards): a one-row page answers the total. */
export const employeeSettingsCountQuery = (kind: EmployeeSettingKind) => ({
  ...endpointQuery(employeeSettingEndpoints(kind).list, { query: { page: 1, perPage: 1 } }),
  select: (page: { total: number }) => page.total,
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
      const e = employeeSettingEndpoints(kind);
      return id === undefined ? submit(e.create, { body }) : submit(e.update, { params: { id }, body });
    },
    meta: { notifySuccess: true },
  });

export const deleteEmployeeSettingMutation = (kind: EmployeeSettingKind) =>
  mutationOptions({
    mutationKey: [...employeeSettingsKey(kind), 'delete'],
    mutationFn: (id: number) => submit(employeeSettingEndpoints(kind).delete, { params: { id } }),
    meta: { notifySuccess: true },
  });
