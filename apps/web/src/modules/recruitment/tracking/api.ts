import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  applicationEndpoints as A,
  employeeSettingEndpoints,
  hiringEndpoints as H,
  interviewEndpoints as I,
  jobPostingEndpoints as P,
  MAX_PAGE_SIZE,
  type ApplicationStatus,
  type CreateProfileValues,
  type InterviewScorecardValues,
} from '@clockroom/contracts';
import {
  call,
  endpointKey,
  endpointQuery,
  endpointUrl,
  submit,
} from '../../../platform/api/endpoint-client.ts';
import { deleteMutation, saveMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';
import { session } from '../../../platform/session/session-store.ts';

/** The candidate half of recruitment: applications, interviews and hiring (issue 24, ADR 67). */

/** The list's filters as the URL keeps them; the server takes posting, search and days in `extras`. */
export interface CandidateFilters {
  posting?: string | number;
  status?: string | number;
  /** The days applied as one URL value, `from~to`. */
  range?: string | number;
  search_query?: string;
}

export const RANGE_SEPARATOR = '~';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `from~to` value's two days; none unless both are days. */
export function rangeOf(value: string | number | undefined): [string | undefined, string | undefined] {
  const [from, to] = String(value ?? '').split(RANGE_SEPARATOR);
  return from && to && DAY.test(from) && DAY.test(to) ? [from, to] : [undefined, undefined];
}

export function extrasOf(f: CandidateFilters): string | undefined {
  const [from, to] = rangeOf(f.range);
  const extras = Object.fromEntries(
    Object.entries({
      job_posting_id: f.posting ? Number(f.posting) : undefined,
      search_query: f.search_query || undefined,
      from,
      to,
    }).filter(([, v]) => v !== undefined),
  );
  return Object.keys(extras).length === 0 ? undefined : JSON.stringify(extras);
}

const statusOf = (v: unknown) => (v ? (String(v) as ApplicationStatus) : undefined);

export const candidatesQuery = ({ page, perPage, search_query, ...f }: ListParams) =>
  endpointQuery(A.list, {
    query: { page, perPage, status: statusOf(f['status']), extras: extrasOf({ ...f, search_query }) },
  });
/** The Kanban's cards: every stage at once, as many as a page holds, with the same filters. */
export const boardQuery = (f: CandidateFilters) =>
  endpointQuery(A.list, { query: { page: 1, perPage: MAX_PAGE_SIZE, extras: extrasOf(f) } }, ['board']);
export const hiredQuery = ({ page, perPage, search_query, ...f }: ListParams) =>
  endpointQuery(A.list, {
    query: { page, perPage, status: 'hired', extras: extrasOf({ ...f, search_query }) },
  });
/** The candidates to schedule an interview with (the open stages are picked from these). */
export const openCandidatesQuery = () =>
  endpointQuery(A.list, { query: { page: 1, perPage: MAX_PAGE_SIZE } }, ['open-candidates']);
export const offeredQuery = () =>
  endpointQuery(A.list, { query: { page: 1, perPage: MAX_PAGE_SIZE, status: 'offer' } });
export const candidateQuery = (id: number) => ({ ...endpointQuery(A.get, { params: { id } }), retry: false });
export const postingsQuery = () =>
  queryOptions({
    queryKey: ['recruitment', 'posting-options'],
    queryFn: async ({ signal }) =>
      (await call(P.list, { query: { page: 1, perPage: MAX_PAGE_SIZE }, signal })).results,
    staleTime: 60_000,
  });
export const designationsQuery = () =>
  queryOptions({
    queryKey: ['recruitment', 'designations'],
    queryFn: async ({ signal }) =>
      (await call(employeeSettingEndpoints('designations').list, { signal })).results,
    staleTime: 5 * 60_000,
  });

export const interviewsQuery = ({ page, perPage, search_query, range }: ListParams) => {
  const [from, to] = rangeOf(range);
  return endpointQuery(I.list, { query: { page, perPage, search_query, from, to } });
};
export const candidateInterviewsQuery = (applicationId: number) =>
  endpointQuery(I.list, { query: { page: 1, perPage: MAX_PAGE_SIZE, application_id: applicationId } });
export const interviewQuery = (id: number) => ({ ...endpointQuery(I.get, { params: { id } }), retry: false });

/** The CV as the signed-in user may read it, as a blob the page shows or saves. */
export async function fetchCv(id: number): Promise<Blob> {
  const url = endpointUrl(A.cv, { params: { id } });
  const { token } = session.get();
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(String(response.status));
  return response.blob();
}

export const refreshCandidates = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: endpointKey(A.list) }),
    qc.invalidateQueries({ queryKey: endpointKey(A.get) }),
    qc.invalidateQueries({ queryKey: ['board'] }),
    qc.invalidateQueries({ queryKey: endpointKey(I.list) }),
    qc.invalidateQueries({ queryKey: endpointKey(I.get) }),
  ]);

export const moveMutation = () =>
  mutationOptions({
    mutationKey: ['recruitment', 'move'],
    mutationFn: (body: { application_ids: number[]; status: ApplicationStatus; note?: string | null }) =>
      submit(A.updateStatus, { body }),
    meta: { notifySuccess: true },
  });
export const noteMutation = (id: number) =>
  mutationOptions({
    mutationKey: ['recruitment', 'note', id],
    mutationFn: (note: string) => submit(A.addNote, { params: { id }, body: { note } }),
    meta: { notifySuccess: true },
  });
export const eraseMutation = (id: number) =>
  mutationOptions({
    mutationKey: ['recruitment', 'erase', id],
    mutationFn: () => submit(A.erase, { params: { id } }),
    meta: { notifySuccess: true },
  });
export const saveInterviewMutation = (id?: number) => saveMutation(I, id);
export const cancelInterviewMutation = () => deleteMutation(I.delete);
export const scorecardMutation = (id: number) =>
  mutationOptions({
    mutationKey: ['recruitment', 'scorecard', id],
    mutationFn: (body: InterviewScorecardValues) => submit(I.scorecard, { params: { id }, body }),
    meta: { notifySuccess: true },
  });
export const hireMutation = (id: number) =>
  mutationOptions({
    mutationKey: ['recruitment', 'hire', id],
    mutationFn: (body: CreateProfileValues) => submit(H.createProfile, { params: { id }, body }),
    meta: { notifySuccess: true },
  });
