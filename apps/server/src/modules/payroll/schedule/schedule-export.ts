import {
  SALARY_SCHEDULE_FIGURE_COLUMNS,
  SALARY_SCHEDULE_REPORT,
  SALARY_SCHEDULE_WHO_COLUMNS,
  type ReportColumn,
  type SalaryScheduleFilter,
} from '@clockroom/contracts';
import type { ReportSource } from '../../../platform/exports/report-export.ts';
import { readRows, scopeComponents, scopeSums, type StoredRow } from './schedule-read.repository.ts';
import { scopeFor } from './schedule.service.ts';
import { periodOf } from './schedule-period.ts';

/**
 * The salary schedule as a file (CSV, XLSX, PDF; ADR 34, ADR 41): who, then one column per
 * component and allowance the scope pays (headed by its name), then the row's figures, with a
 * totals row. Money is written from kobo (naira numbers in CSV and XLSX, text in the PDF). A large
 * scope is written by the export job with progress (platform/exports).
 */
const componentKey = (kind: string, code: string) => `${kind}:${code}`;

function fileRow(r: StoredRow): Record<string, unknown> {
  const row: Record<string, unknown> = {
    name: `${r.first_name} ${r.last_name}`,
    pin: r.pin,
    branch: r.branch,
    department: r.department,
    days_paid: Number(r.days_paid),
    gross_pay: Number(r.gross_pay_kobo),
    overtime: Number(r.overtime_kobo),
    benefits: Number(r.benefits_kobo),
    deductions: Number(r.deductions_kobo),
    loan_repayment: Number(r.loan_repayment_kobo),
    paye: Number(r.paye_kobo),
    pension_employee: Number(r.pension_employee_kobo),
    pension_employer: Number(r.pension_employer_kobo),
    nhf: Number(r.nhf_kobo),
    net_pay: Number(r.net_pay_kobo),
  };
  for (const l of r.lines)
    if (l.kind === 'component' || l.kind === 'allowance') {
      const key = componentKey(l.kind, l.code);
      row[key] = (Number(row[key] ?? 0) || 0) + Number(l.amount_kobo);
    }
  return row;
}

export const salaryScheduleFile: ReportSource<SalaryScheduleFilter> = {
  report: SALARY_SCHEDULE_REPORT,
  async prepare(ctx, filter) {
    const scope = await scopeFor(ctx, filter);
    const period = periodOf(filter.year, filter.month);
    const components = await scopeComponents(ctx.tx, ctx.companyId, scope, period);
    const componentColumns: ReportColumn[] = components.map((c) => ({
      key: componentKey(c.kind, c.code),
      label: c.name,
      kind: 'money',
      total: true,
    }));
    const sums = await scopeSums(ctx.tx, ctx.companyId, scope, period);
    return {
      columns: [...SALARY_SCHEDULE_WHO_COLUMNS, ...componentColumns, ...SALARY_SCHEDULE_FIGURE_COLUMNS],
      total: Number(sums.total),
      rows: async (c, page) => (await readRows(c.tx, c.companyId, scope, period, page)).map(fileRow),
    };
  },
};
