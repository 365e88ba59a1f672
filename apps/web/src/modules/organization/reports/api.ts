import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { ORG_REPORT_ENDPOINTS as E, type OrgReportFormat } from '@clockroom/contracts';
import { call, endpointKey, submit } from '../../../platform/api/endpoint-client.ts';
import type { ReportFilter } from './report-search.ts';

/** One page of the report (a read, despite the verb). */
export const reportPageQuery = (filter: ReportFilter | null, page: number, perPage: number) => {
  const body = filter === null ? null : { ...filter, page, perPage };
  return queryOptions({
    queryKey: endpointKey(E.fetch, body ? { body } : undefined),
    // No filter (the search lacks columns): nothing to fetch; the page sends the user back to generate.
    queryFn: body === null ? skipToken : ({ signal }) => call(E.fetch, { body, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
};

/**
 * Answers the file name to download, and a `job_id` when the file is written in the background
 * (platform/jobs/use-export.tsx reads both).
 */
export const requestReportFile = (format: OrgReportFormat, filter: ReportFilter) =>
  submit(E.download, { params: { type: format }, body: filter });
