import { isOn, pagingOf, positiveInt, type ReportPaging } from '../../../platform/reports/report-search.ts';

/**
 * The payroll report's address (/admin/payroll/report/all?report=pension&month=3&year=2026...),
 * read with the kit's import-free helpers: the route registry loads with /login. Anything malformed
 * is dropped; without a month and a year the view sends the user back to generate.
 */
export const PAYROLL_REPORTS = ['general', 'paye', 'pension', 'nhf', 'nsitf'] as const;
export type PayrollReportChoice = (typeof PAYROLL_REPORTS)[number];

export const payrollReportPaths = {
  dashboard: '/admin/payroll/dashboard',
  generate: '/admin/payroll/report/generate',
  all: '/admin/payroll/report/all',
} as const;

export interface PayrollReportSearch extends ReportPaging {
  report: PayrollReportChoice;
  month?: number;
  year?: number;
  /** Ids joined with commas, as the address keeps them. */
  branch_ids?: string;
  department_ids?: string;
  include_open?: boolean;
}

/** '3,5,5,x' → '3,5': positive ids only, once each. */
function idList(v: unknown): string | undefined {
  const raw = Array.isArray(v)
    ? v
    : typeof v === 'string' || typeof v === 'number'
      ? String(v).split(',')
      : [];
  const ids = [...new Set(raw.map(positiveInt).filter((n): n is number => n !== undefined))];
  return ids.length ? ids.slice(0, 100).join(',') : undefined;
}

export function parsePayrollReportSearch(raw: Record<string, unknown>): PayrollReportSearch {
  const report = PAYROLL_REPORTS.find((r) => r === raw['report']) ?? 'general';
  const out: PayrollReportSearch = { report };
  const month = positiveInt(raw['month']);
  if (month && month <= 12) out.month = month;
  const year = positiveInt(raw['year']);
  if (year && year >= 2000 && year <= 2100) out.year = year;
  const branches = idList(raw['branch_ids']);
  if (branches) out.branch_ids = branches;
  const departments = idList(raw['department_ids']);
  if (departments) out.department_ids = departments;
  if (report === 'general' && isOn(raw['include_open'])) out.include_open = true;
  return { ...out, ...pagingOf(raw) };
}

/** The filter the API takes from an address; null while it names no month and year. */
export function payrollReportFilter(s: PayrollReportSearch) {
  if (s.month === undefined || s.year === undefined) return null;
  const ids = (list: string | undefined) => (list ? list.split(',').map(Number) : undefined);
  return {
    month: s.month,
    year: s.year,
    ...(s.branch_ids ? { branch_ids: ids(s.branch_ids) } : {}),
    ...(s.department_ids ? { department_ids: ids(s.department_ids) } : {}),
    ...(s.report === 'general' && s.include_open ? { include_open: true } : {}),
  };
}
