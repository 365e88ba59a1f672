import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  employeeSettingEndpoints,
  jobRequestEndpoints as E,
  requisitionTemplateEndpoints as T,
  type JobRequestInput,
} from '@clockroom/contracts';
import { call, endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import { deleteMutation, saveMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** Talent requisitions and their templates (issue 24, ADR 66), through the contracts' definitions. */

type Status = 'pending' | 'approved' | 'rejected' | 'filled';
const STATUSES: readonly string[] = ['pending', 'approved', 'rejected', 'filled'];
const asStatus = (v: unknown) => (typeof v === 'string' && STATUSES.includes(v) ? (v as Status) : undefined);

export const jobRequestsQuery = ({ page, perPage, search_query, status }: ListParams) =>
  endpointQuery(E.list, { query: { page, perPage, search_query, status: asStatus(status) } });
/** Approved requests with places left, for a posting's "from a requisition" choice and the recruiters. */
export const approvedRequestsQuery = () =>
  endpointQuery(E.list, { query: { page: 1, perPage: 100, status: 'approved' } });
export const allRequestsQuery = () => endpointQuery(E.list, { query: { page: 1, perPage: 100 } });
export const jobRequestQuery = (id: number) => ({
  ...endpointQuery(E.get, { params: { id } }),
  retry: false,
});
export const approvalsQuery = ({ page, perPage, search_query }: ListParams) =>
  endpointQuery(E.approvals, { query: { page, perPage, search_query } });

export const templatesQuery = ({ page, perPage, search_query }: ListParams) =>
  endpointQuery(T.list, { query: { page, perPage, search_query } });
export const allTemplatesQuery = () => endpointQuery(T.list, { query: { page: 1, perPage: 100 } });
export const templateQuery = (id: number) => ({ ...endpointQuery(T.get, { params: { id } }), retry: false });

export const refreshRequests = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: endpointKey(E.list) }),
    qc.invalidateQueries({ queryKey: endpointKey(E.get) }),
    qc.invalidateQueries({ queryKey: endpointKey(E.approvals) }),
  ]);
export const refreshTemplates = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: endpointKey(T.list) }),
    qc.invalidateQueries({ queryKey: endpointKey(T.get) }),
  ]);

export const saveRequestMutation = () =>
  mutationOptions({
    mutationKey: ['job-requests', 'save'],
    mutationFn: (body: JobRequestInput) => submit(E.create, { body }),
    meta: { notifySuccess: true },
  });
export const deleteRequestMutation = () => deleteMutation(E.delete);
export const saveTemplateMutation = (id?: number) => saveMutation(T, id);
export const deleteTemplateMutation = () => deleteMutation(T.delete);

/** The designations for a request's or template's select (the employee settings' list). */
export const designationOptions = () =>
  queryOptions({
    queryKey: ['recruitment', 'options', 'designations'],
    queryFn: async ({ signal }) => {
      const page = await call(employeeSettingEndpoints('designations').list, { signal });
      return page.results.map((r) => ({
        value: r.id,
        label: String((r as Record<string, unknown>)['designation_name'] ?? ''),
      }));
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
