import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  ACTIVE_BRANCH_HEADER,
  EMPLOYEE_DOCUMENT_FIELD,
  type EmployeeListRow,
  type EmployeeProfilePayload,
  type EmployeeStatusEndpoint,
  type Envelope,
  type ListPage,
} from '@clockroom/contracts';
import { API_BASE, api } from '../../../platform/api/client.ts';
import { toApiError } from '../../../platform/api/api-error.ts';
import { session } from '../../../platform/session/session-store.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';
import type { EmployeeProfile } from './api.ts';

const BASE = '/organization/employees';
const KEY = ['organization', 'employees'] as const;

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
      id === null ? api.post<EmployeeProfile>(BASE, body) : api.put<EmployeeProfile>(`${BASE}/${id}`, body),
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

export interface EmployeeDocument {
  id: number;
  title: string;
  file_name: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  uploaded_by: string | null;
  created_at: string;
}

export const documentsQuery = (employeeId: number) =>
  queryOptions({
    queryKey: [...KEY, 'documents', employeeId],
    queryFn: ({ signal }) =>
      api.get<EmployeeDocument[]>(`${BASE}/${employeeId}/documents`, undefined, signal),
  });

/** Multipart (the JSON client cannot send files): the document and its title. */
export async function uploadDocument(employeeId: number, file: Blob & { name?: string }, title: string) {
  const form = new FormData();
  form.append('title', title);
  form.append(EMPLOYEE_DOCUMENT_FIELD, file, file.name ?? 'document');
  const { token, activeBranch } = session.get();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) {
    headers['Authorization'] = `Bearer ${token}`;
    headers[ACTIVE_BRANCH_HEADER] = activeBranch;
  }
  const response = await fetch(`${API_BASE}${BASE}/${employeeId}/documents`, {
    method: 'POST',
    headers,
    body: form,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body);
  return body as Envelope<unknown>;
}

export const deleteDocumentMutation = (employeeId: number) =>
  mutationOptions({
    mutationFn: (documentId: number) => api.delete(`${BASE}/${employeeId}/documents/${documentId}`),
  });

export interface ActivityEntry {
  id: number;
  action: string;
  description: string;
  actor_name: string | null;
  created_at: string;
}

export const activityQuery = (employeeId: number, page: number, perPage: number) =>
  queryOptions({
    queryKey: [...KEY, 'activity', employeeId, page, perPage],
    queryFn: ({ signal }) =>
      api.get<ListPage<ActivityEntry>>(`${BASE}/${employeeId}/activity`, { page, perPage }, signal),
  });
