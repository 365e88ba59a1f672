import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  EMPLOYEE_DOCUMENT_FIELD,
  type Bank,
  type BranchRow,
  type DepartmentRow,
  type EmployeeActivity,
  type EmployeeDetail,
  type EmployeeDocument,
  type EmployeeDocumentUploaded,
  type EmployeeListRow,
  type EmployeeProfilePayload,
  type EmployeeSettingField,
  type EmployeeSettingKind,
  type EmployeeSettingRow,
  type EmployeeStatusEndpoint,
  type ListPage,
  type RoleRow,
  type TeamRow,
} from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';
import { postForm } from '../../../platform/api/post-form.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

const BASE = '/organization/employees';
const KEY = ['organization', 'employees'] as const;

/** GET /organization/employees/{id}: the admin record (also one's own, for the self-service view). */
export const employeeQuery = (id: string) =>
  queryOptions({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<EmployeeDetail>(`${BASE}/${encodeURIComponent(id)}`, undefined, signal),
    retry: false,
  });

/** GET /organization/employees: the admin table (status filter comes from the URL). */
export const employeeListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...KEY, 'list', params],
    queryFn: ({ signal }) => api.get<ListPage<EmployeeListRow>>(BASE, params, signal),
  });

export const employeeArchiveQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...KEY, 'archives', params],
    queryFn: ({ signal }) => api.get<ListPage<EmployeeListRow>>(`${BASE}/archives`, params, signal),
  });

/** Everything cached about employees is stale after a change (lists, archive, profiles). */
export const refreshEmployees = (qc: QueryClient) => qc.invalidateQueries({ queryKey: KEY });

export const saveEmployeeMutation = (id: number | null) =>
  mutationOptions({
    mutationFn: (body: EmployeeProfilePayload) =>
      id === null ? api.post<EmployeeDetail>(BASE, body) : api.put<EmployeeDetail>(`${BASE}/${id}`, body),
  });

export const statusMutation = () =>
  mutationOptions({
    mutationFn: ({ endpoint, ids }: { endpoint: EmployeeStatusEndpoint; ids: number[] }) =>
      api.put(`${BASE}/${endpoint}`, { id: ids }),
  });

export const archiveMutation = () =>
  mutationOptions({ mutationFn: (ids: number[]) => api.delete(BASE, { id: ids }) });

export const restoreMutation = () =>
  mutationOptions({ mutationFn: (ids: number[]) => api.put(`${BASE}/restore`, { id: ids }) });

export const deleteArchivedMutation = () =>
  mutationOptions({ mutationFn: (ids: number[]) => api.delete(`${BASE}/archives`, { id: ids }) });

export const documentsQuery = (employeeId: number) =>
  queryOptions({
    queryKey: [...KEY, 'documents', employeeId],
    queryFn: ({ signal }) =>
      api.get<EmployeeDocument[]>(`${BASE}/${employeeId}/documents`, undefined, signal),
  });

/** Multipart (the JSON client cannot send files): the document and its title. */
export function uploadDocument(employeeId: number, file: Blob & { name?: string }, title: string) {
  const form = new FormData();
  form.append('title', title);
  form.append(EMPLOYEE_DOCUMENT_FIELD, file, file.name ?? 'document');
  return postForm<EmployeeDocumentUploaded>(`${BASE}/${employeeId}/documents`, form);
}

export const deleteDocumentMutation = (employeeId: number) =>
  mutationOptions({
    mutationFn: (documentId: number) => api.delete(`${BASE}/${employeeId}/documents/${documentId}`),
  });

export const activityQuery = (employeeId: number, page: number, perPage: number) =>
  queryOptions({
    queryKey: [...KEY, 'activity', employeeId, page, perPage],
    queryFn: ({ signal }) =>
      api.get<ListPage<EmployeeActivity>>(`${BASE}/${employeeId}/activity`, { page, perPage }, signal),
  });

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
async function choices<T extends { id: number }>(
  path: string,
  query: Record<string, string | number>,
  label: (row: T) => string,
  signal?: AbortSignal,
) {
  try {
    const data = await api.get<ListPage<T> | T[]>(path, query, signal);
    const rows = Array.isArray(data) ? data : data.results;
    return rows.map((r) => ({ value: r.id, label: label(r) }));
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 403 || status === 404) return [] as Choice[];
    throw error;
  }
}

const listOf = <T extends { id: number }>(
  key: string,
  path: string,
  query: Record<string, string | number>,
  label: (row: T) => string,
) =>
  queryOptions({
    queryKey: ['organization', 'employee-form-options', key, query],
    queryFn: ({ signal }) => choices<T>(path, query, label, signal),
    staleTime: STALE,
  });

export const branchChoices = () =>
  listOf<BranchRow>('branches', '/organization/branches', { filter: 'all' }, (r) => r.station_name);
export const departmentChoices = () =>
  listOf<DepartmentRow>(
    'departments',
    '/organization/departments',
    { page: 1, perPage: 100 },
    (r) => r.department_name,
  );
export const teamChoices = () =>
  listOf<TeamRow>('teams', '/organization/teams', { page: 1, perPage: 100 }, (r) => r.team_name);

/** A list's name field (EMPLOYEE_SETTINGS in contracts), spelled here to keep that table out of the chunk. */
const SETTING_NAME = {
  types: 'type_name',
  grades: 'grade_name',
  categories: 'category_name',
  designations: 'designation_name',
} as const satisfies Record<EmployeeSettingKind, EmployeeSettingField>;
export const settingChoices = (kind: keyof typeof SETTING_NAME) =>
  listOf<EmployeeSettingRow>(
    kind,
    `/organization/employees/settings/${kind}`,
    {},
    (r) => r[SETTING_NAME[kind]] ?? '',
  );

/** Roles for "User access"; the roles screen belongs to system settings. */
export const roleChoices = () =>
  listOf<RoleRow>('roles', '/organization/system-settings/roles', { page: 1, perPage: 100 }, (r) => r.name);

export const bankChoices = () => listOf<Bank>('banks', '/banks', {}, (r) => r.name);
