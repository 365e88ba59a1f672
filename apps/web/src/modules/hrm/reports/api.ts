import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  HRM_REPORT_PATHS,
  mineReportPath,
  type ExemptionUsagePage,
  type HrmReportFormat,
  type HrmReportKind,
  type LeaveUsagePage,
} from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';
import type { ExportAnswer } from '../../../platform/jobs/export-answer.ts';

export type UsagePage = LeaveUsagePage | ExemptionUsagePage;
type Filter = Record<string, string | number>;

const pathOf = (kind: HrmReportKind, call: 'generate' | 'download', mine: boolean) =>
  mine ? mineReportPath(HRM_REPORT_PATHS[kind][call]) : HRM_REPORT_PATHS[kind][call];

/** GET .../generate-{leave|exemption}-usage-reports: one page (`{ reports, total }`). */
export const usagePageQuery = (
  kind: HrmReportKind,
  mine: boolean,
  filter: Filter,
  page: number,
  perPage: number,
) =>
  queryOptions({
    queryKey: ['hrm', 'reports', kind, mine, filter, page, perPage],
    queryFn: ({ signal }) =>
      api.get<UsagePage>(pathOf(kind, 'generate', mine), { ...filter, page, perPage }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

/**
 * GET .../download-...: answers the file name, and a `job_id` when the file is written in the
 * background; useExport downloads it (waiting for the job), or says 'Kindly provide a filename to
 * download' when no name comes back (spec 2 §5).
 */
export const requestUsageFile = async (
  kind: HrmReportKind,
  mine: boolean,
  format: HrmReportFormat,
  filter: Filter,
): Promise<ExportAnswer> => api.getEnvelope<string>(pathOf(kind, 'download', mine), { ...filter, format });
