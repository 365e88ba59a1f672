import {
  DEFAULT_LANGUAGE,
  PAYROLL_REGISTER_REPORT,
  type GeneralReport,
  type GeneralReportBody,
  type GeneralReportFilter,
  type Language,
} from '@clockroom/contracts';
import type { ReportSource } from '../../../platform/exports/report-export.ts';
import type { ActingContext } from '../../../platform/http/context.ts';
import { buildRegister, type Register } from './general-register.ts';
import { registerFile } from './report-files.ts';
import { pageOf, rowScope } from './report-scope.ts';
import * as repo from './reports.repository.ts';

/** A file's filter carries the requester's language (set by the route from Accept-Language). */
export type GeneralFileFilter = GeneralReportFilter & { language?: Language };

/** The month's register: confirmed rows, and the open ones too when the filter asks (ADR 47). */
async function register(ctx: ActingContext, f: GeneralReportFilter): Promise<Register> {
  const scope = await rowScope(ctx, f, f.include_open ? ['open', 'confirmed'] : ['confirmed']);
  return buildRegister(await repo.scheduleRows(ctx.tx, ctx.companyId, scope));
}

/** POST /payroll/reports/general: a page of the rows, with the subtotals and totals of all of them. */
export async function generalReport(ctx: ActingContext, body: GeneralReportBody): Promise<GeneralReport> {
  const r = await register(ctx, body);
  return {
    month: body.month,
    year: body.year,
    include_open: body.include_open ?? false,
    has_open: r.rows.some((row) => row.status === 'open'),
    total: r.rows.length,
    totals: r.totals,
    line_columns: r.lineColumns,
    reports: pageOf(r.rows, body),
    branches: r.branches,
    departments: r.departments,
  };
}

/** The register's CSV, XLSX and PDF (ADR 34): every row, the subtotals and the grand total. */
export const generalRegisterReport: ReportSource<GeneralFileFilter> = {
  report: PAYROLL_REGISTER_REPORT,
  async prepare(ctx, f) {
    return registerFile(await register(ctx, f), f, f.language ?? DEFAULT_LANGUAGE);
  },
};
