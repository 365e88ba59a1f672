import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  BRANCH_ENDPOINTS,
  DEPARTMENT_ENDPOINTS,
  EMPLOYEE_DOCUMENT_FIELD,
  EMPLOYEE_ENDPOINTS as E,
  LOOKUP_ENDPOINTS,
  ROLE_ENDPOINTS,
  TEAM_ENDPOINTS,
  employeeSettingEndpoints,
  type EmployeeProfilePayload,
  type EmployeeSettingField,
  type EmployeeSettingKind,
  type EmployeeStatusEndpoint,
} from '@clockroom/contracts';
import {
  call,
  endpointKey,
  endpointQuery,
  submit,
  submitForm,
} from '../../../platform/api/endpoint-client.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** The admin record (also one's own, for the self-service view). */
export const employeeQuery = (id: string) => ({ ...endpointQuery(E.get, { params: { id } }), retry: false });

/** The admin table (status filter comes from the URL). */
export const employeeListQuery = (params: ListParams) => endpointQuery(E.list, { query: params });

export const employeeArchiveQuery = (params: ListParams) => endpointQuery(E.archives, { query: params });

/** Everything cached about employees is stale after a change (lists, archive, profiles). */
export const refreshEmployees = (qc: QueryClient) => qc.invalidateQueries({ queryKey: endpointKey(E.list) });

export const saveEmployeeMutation = (id: number | null) =>
  mutationOptions({
    mutationFn: (body: EmployeeProfilePayload) =>
      id === null ? submit(E.create, { body }) : submit(E.update, { params: { id }, body }),
  });

export const statusMutation = () =>
  mutationOptions({
    mutationFn: ({ endpoint, ids }: { endpoint: EmployeeStatusEndpoint; ids: number[] }) =>
      submit(E[endpoint], { body: { id: ids } }),
  });

export const archiveMutation = () =>
  mutationOptions({ mutationFn: (ids: number[]) => submit(E.archive, { body: { id: ids } }) });

export const restoreMutation = () =>
  mutationOptions({ mutationFn: (ids: number[]) => submit(E.restore, { body: { id: ids } }) });

export const deleteArchivedMutation = () =>
  mutationOptions({ mutationFn: (ids: number[]) => submit(E.deleteArchived, { body: { id: ids } }) });

export const documentsQuery = (employeeId: number) =>
  endpointQuery(E.documents, { params: { id: employeeId } });

/** Multipart (the JSON client cannot send files): the document and its title. */
export function uploadDocument(employeeId: number, file: Blob & { name?: string }, title: string) {
  const form = new FormData();
  form.append('title', title);
  form.append(EMPLOYEE_DOCUMENT_FIELD, file, file.name ?? 'document');
  return submitForm(E.uploadDocument, { params: { id: employeeId }, form });
}

export const deleteDocumentMutation = (employeeId: number) =>
  mutationOptions({
    mutationFn: (documentId: number) => submit(E.deleteDocument, { params: { id: employeeId, documentId } }),
  });

export const activityQuery = (employeeId: number, page: number, perPage: number) =>
  endpointQuery(E.activity, { params: { id: employeeId }, query: { page, perPage } });

/** One choice of a select on the employee form. */
export interface Choice {
  value: number;
  label: string;
}

/** Form choices change rarely: five minutes before they are read again. */
const STALE = 5 * 60_000;

/**
 * A list feeding a select. A list the admin may not read (403) or that is not there yet (404) gives
 * no choices instead of breaking the form: the field then simply offers nothing.
 */
const listOf = <T extends { id: number }>(
  key: string,
  rows: (signal: AbortSignal) => Promise<T[]>,
  label: (row: T) => string,
) =>
  queryOptions({
    queryKey: ['organization', 'employee-form-options', key],
    queryFn: async ({ signal }): Promise<Choice[]> => {
      try {
        return (await rows(signal)).map((r) => ({ value: r.id, label: label(r) }));
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status === 403 || status === 404) return [];
        throw error;
      }
    },
    staleTime: STALE,
  });

const firstHundred = { page: 1, perPage: 100 };

export const branchChoices = () =>
  listOf(
    'branches',
    async (signal) => (await call(BRANCH_ENDPOINTS.list, { query: { filter: 'all' }, signal })).results,
    (r) => r.station_name,
  );
export const departmentChoices = () =>
  listOf(
    'departments',
    async (signal) => (await call(DEPARTMENT_ENDPOINTS.list, { query: firstHundred, signal })).results,
    (r) => r.department_name,
  );
export const teamChoices = () =>
  listOf(
    'teams',
    async (signal) => (await call(TEAM_ENDPOINTS.list, { query: firstHundred, signal })).results,
    (r) => r.team_name,
  );

/** A list's name field (EMPLOYEE_SETTINGS in contracts), spelled here to keep that table out of the chunk. */
const SETTING_NAME = {
  types: 'type_name',
  grades: 'grade_name',
  categories: 'category_name',
  designations: 'designation_name',
} as const satisfies Record<EmployeeSettingKind, EmployeeSettingField>;
export const settingChoices = (kind: keyof typeof SETTING_NAME) =>
  listOf(
    kind,
    async (signal) => (await call(employeeSettingEndpoints(kind).list, { signal })).results,
    (r: { id: number } & Partial<Record<EmployeeSettingField, string>>) => r[SETTING_NAME[kind]] ?? '',
  );

/** Roles for "User access"; the roles screen belongs to system settings. */
export const roleChoices = () =>
  listOf(
    'roles',
    async (signal) => (await call(ROLE_ENDPOINTS.list, { query: firstHundred, signal })).results,
    (r) => r.name,
  );

export const bankChoices = () =>
  listOf(
    'banks',
    (signal) => call(LOOKUP_ENDPOINTS.banks, { signal }),
    (r) => r.name,
  );
