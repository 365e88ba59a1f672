import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import type { AttendanceReportPage } from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';
import type { ExportAnswer } from '../../../platform/jobs/export-answer.ts';
import type { AttendanceReportRequest } from './report-address.ts';

export type ReportFormat = 'csv' | 'xlsx' | 'pdf';
const base = (mine: boolean) => (mine ? '/attendance/me/reports' : '/attendance/reports');

/** POST /attendance[/me]/reports/{type}: one page of groups (a read, despite the verb). */
export const reportPageQuery = (
  request: AttendanceReportRequest | null,
  mine: boolean,
  page: number,
  perPage: number,
) =>
  queryOptions({
    queryKey: ['attendance', 'reports', mine, request, page, perPage],
    // No report in the address: nothing to fetch; the page sends the user back to generate.
    queryFn:
      request === null
        ? skipToken
        : async () =>
            (
              await api.post<AttendanceReportPage>(`${base(mine)}/${request.type}`, {
                ...request,
                page,
                perPage,
              })
            ).data,
    placeholderData: keepPreviousData,
    retry: false,
  });

/**
 * POST .../{type}/download/{format}: the file name to download, and a `job_id` when a month-long
 * report is written in the background (platform/jobs/use-export.tsx reads both).
 */
export const requestReportFile = (
  request: AttendanceReportRequest,
  mine: boolean,
  format: ReportFormat,
): Promise<ExportAnswer> => api.post<string>(`${base(mine)}/${request.type}/download/${format}`, request);
