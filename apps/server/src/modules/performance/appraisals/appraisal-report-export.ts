import type { FastifyInstance } from 'fastify';
import {
  APPRAISAL_REPORT,
  APPRAISAL_REPORT_MESSAGES as M,
  APPRAISAL_REPORT_VIEW_COLUMNS,
  APPRAISAL_REPORT_WORDS,
  appraisalReportExportEndpoints as E,
  appraisalStatusWord,
  languageOf,
  wordOf,
  type AppraisalReportValues,
  type AppraisalReportView,
  type Language,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { ReportSource } from '../../../platform/exports/report-export.ts';
import { reportExportRoutes } from '../../../platform/exports/report-routes.ts';
import { appraisalReport } from './appraisal-reports.service.ts';

/**
 * The appraisal report as a file (ADR 34, 68): the employees, departments or branches table of
 * POST /hrm/appraisals/reports for the same filter, headings and statuses in the request's language.
 */
export interface AppraisalReportFilter {
  report: AppraisalReportValues;
  view: AppraisalReportView;
  language: Language;
}

const TITLES: Record<AppraisalReportView, string> = {
  employees: 'title',
  departments: 'title_departments',
  branches: 'title_branches',
};

export const appraisalReportFile: ReportSource<AppraisalReportFilter> = {
  report: APPRAISAL_REPORT,
  async prepare(ctx, { report, view, language }) {
    const data = await appraisalReport(ctx, report);
    const word = (w: string) => wordOf(APPRAISAL_REPORT_WORDS, w, language);
    const rows: Record<string, unknown>[] =
      view === 'employees'
        ? data.employees.map((e) => ({
            ...e,
            department_name: e.department_name ?? word('no_department'),
            branch_name: e.branch_name ?? word('no_branch'),
            status: word(appraisalStatusWord(e.status)),
          }))
        : (view === 'departments' ? data.by_department : data.by_branch).map((a) => ({
            ...a,
            // The service names a missing department or branch in English; the file names it in its language.
            name: a.id === null ? word(view === 'departments' ? 'no_department' : 'no_branch') : a.name,
          }));
    return {
      columns: APPRAISAL_REPORT_VIEW_COLUMNS[view],
      title: `${APPRAISAL_REPORT_WORDS.namespace}.${TITLES[view]}`,
      total: rows.length,
      rows: async (_c, page) => rows.slice(page.offset, page.offset + page.limit),
    };
  },
};

/** POST /hrm/appraisals/reports/download/{csv|xlsx|pdf}. */
export function appraisalReportExportRoutes(app: FastifyInstance, deps: AppDeps): void {
  reportExportRoutes(app, deps, appraisalReportFile, {
    endpoints: { manager: E.download },
    message: M.downloaded,
    read: (req) => {
      const { view, ...report } = req.body;
      return {
        format: req.params.format,
        filter: { report, view, language: languageOf(req.headers['accept-language']) },
      };
    },
  });
}
