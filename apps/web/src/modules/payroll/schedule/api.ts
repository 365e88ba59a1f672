import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { SALARY_SCHEDULE_ENDPOINTS as E, batchGroupEndpoints, type ReportFormat } from '@clockroom/contracts';
import { call, endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import type { ExportAnswer } from '../../../platform/jobs/export-answer.ts';
import type { ScheduleFilter } from './schedule-search.ts';

/** The payroll run's calls (issue 19, ADR 41): read, run, confirm, variance, download, batch groups. */

export interface SchedulePaging {
  page: number;
  perPage: number;
}

const paged = (p: SchedulePaging) => ({ page: p.page, perPage: p.perPage });

/** The scope's stored rows, without computing anything. */
export const scheduleViewQuery = (filter: ScheduleFilter, paging: SchedulePaging) => ({
  ...endpointQuery(E.view, { body: filter, query: paged(paging) }),
  retry: false,
});

/** Computes the scope: its rows, or the job computing a large one. */
export const runScheduleMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(E.run), 'run'],
    mutationFn: (v: { filter: ScheduleFilter; paging: SchedulePaging }) =>
      submit(E.run, { body: v.filter, query: paged(v.paging) }),
    meta: { notifySuccess: true },
  });

export const confirmScheduleMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(E.confirm), 'confirm'],
    mutationFn: (filter: ScheduleFilter) => submit(E.confirm, { body: filter }),
    meta: { notifySuccess: true },
  });

export const varianceQuery = (
  filter: ScheduleFilter & { changed_only?: boolean },
  paging: SchedulePaging,
) => ({ ...endpointQuery(E.variance, { body: filter, query: paged(paging) }), retry: false });

/** The schedule as a file: its name now, or the job writing it. */
export const downloadSchedule = (filter: ScheduleFilter, format: ReportFormat) =>
  submit(E.download, { params: { format }, body: filter }) as Promise<ExportAnswer>;

/** Every read of the schedule and its variance is read afresh after a run or a confirmation. */
export const refreshSchedule = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: endpointKey(E.view) }),
    client.invalidateQueries({ queryKey: endpointKey(E.variance) }),
  ]);

/** The batch groups a run may be narrowed to, for the filter's select. */
export const batchGroupOptions = () =>
  queryOptions({
    queryKey: ['payroll', 'options', 'batch-groups'],
    queryFn: async ({ signal }) => {
      const page = await call(batchGroupEndpoints.list, { query: { page: 1, perPage: 100 }, signal });
      return page.results.map((g) => ({ value: g.id, label: g.name }));
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
