import {
  appraisalEndpoints as E,
  appraisalReportExportEndpoints as X,
  appraisalSettingsEndpoints as S,
  type AppraisalReportView,
  type ReportFormat,
} from '@clockroom/contracts';
import { endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import { reportBody, type AppraisalReportSearch } from './search.ts';

/** The appraisal report's calls (issue 22, ADR 64 and 68). */

export const settingsQuery = () => endpointQuery(S.generalList);

export const appraisalReportQuery = (s: AppraisalReportSearch) => {
  const body = reportBody(s);
  return {
    ...endpointQuery(E.reports, { body: body ?? { general_setting_id: 0 } }),
    enabled: body !== null,
    retry: false,
  };
};

/** The file of one table of the report on screen, in the screen's language. */
export const exportAppraisalReport =
  (s: AppraisalReportSearch, view: AppraisalReportView) => (format: ReportFormat) =>
    submit(X.download, {
      params: { format },
      body: { ...(reportBody(s) ?? { general_setting_id: 0 }), view },
    });
