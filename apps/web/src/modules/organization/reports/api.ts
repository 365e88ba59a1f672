import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import type { ListPage, OrgReportFormat, OrgReportRow } from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';
import type { ReportFilter } from './report-search.ts';

/** POST /organization/reports/employees/fetch: one page of the report (a read, despite the verb). */
export const reportPageQuery = (filter: ReportFilter | null, page: number, perPage: number) =>
  queryOptions({
    queryKey: ['organization', 'reports', 'employees', filter, page, perPage],
    // No filter (the search lacks columns): nothing to fetch; the page sends the user back to generate.
    queryFn:
      filter === null
        ? skipToken
        : async () =>
            (
              await api.post<ListPage<OrgReportRow>>('/organization/reports/employees/fetch', {
                ...filter,
                page,
                perPage,
              })
            ).data,
    placeholderData: keepPreviousData,
    retry: false,
  });

/**
 * POST /organization/reports/employees/download/{type}: answers the file name to download, and a
 * `job_id` when the file is written in the background (platform/jobs/use-export.tsx reads both).
 */
export const requestReportFile = (format: OrgReportFormat, filter: ReportFilter) =>
  api.post<string>(`/organization/reports/employees/download/${format}`, filter);
