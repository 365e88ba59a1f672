import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  DeletedCount,
  ExemptionApprovalRow,
  ExemptionDetail,
  ExemptionRow,
  ListPage,
} from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

const BASE = '/hrm/exemptions';

/** The URL keeps a date range as one value, `from~to`; the calls take start_date and end_date. */
export const RANGE_SEPARATOR = '~';
function withDates({ range, ...params }: ListParams): ListParams {
  const [start, end] = typeof range === 'string' ? range.split(RANGE_SEPARATOR) : [];
  return start && end ? { ...params, start_date: start, end_date: end } : params;
}
const KEY = ['hrm', 'exemptions'] as const;

/** GET /hrm/exemptions/view-all: everyone's, for 'view exemptions' holders. */
export const allExemptionsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...KEY, 'all', params],
    queryFn: ({ signal }) => api.get<ListPage<ExemptionRow>>(`${BASE}/view-all`, withDates(params), signal),
  });

/** GET /hrm/exemptions/employee: the signed-in employee's own. */
export const myExemptionsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...KEY, 'mine', params],
    queryFn: ({ signal }) => api.get<ListPage<ExemptionRow>>(`${BASE}/employee`, withDates(params), signal),
  });

/** GET /hrm/exemptions/approval/requests: what waits on the signed-in approver now. */
export const exemptionApprovalsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...KEY, 'approvals', params],
    queryFn: ({ signal }) =>
      api.get<ListPage<ExemptionApprovalRow>>(`${BASE}/approval/requests`, withDates(params), signal),
  });

export const exemptionQuery = (id: string | number) =>
  queryOptions({
    queryKey: [...KEY, 'detail', String(id)],
    queryFn: ({ signal }) =>
      api.get<ExemptionDetail>(`${BASE}/${encodeURIComponent(String(id))}`, undefined, signal),
    retry: false,
  });

export interface ExemptionPayload {
  employee_id?: number | null;
  date: string;
  exemption_reason: string;
}

export const saveExemptionMutation = (id?: number) =>
  mutationOptions({
    mutationKey: [...KEY, 'save', id ?? 'new'],
    mutationFn: (values: ExemptionPayload) =>
      id === undefined
        ? api.post<ExemptionDetail>(BASE, values)
        : api.put<ExemptionDetail>(`${BASE}/${id}`, values),
    meta: { notifySuccess: true },
  });

/** The spec's DELETE /hrm/exemptions/[ids]: the ids in the path, comma separated. */
export const deleteExemptionsMutation = () =>
  mutationOptions({
    mutationKey: [...KEY, 'delete'],
    mutationFn: (ids: number[]) => api.delete<DeletedCount>(`${BASE}/${ids.join(',')}`),
    meta: { notifySuccess: true },
  });

/** After a change every list and record of exemptions is read afresh (and the home card's). */
export const refreshExemptions = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: KEY }),
    client.invalidateQueries({ queryKey: ['home'] }),
  ]);
