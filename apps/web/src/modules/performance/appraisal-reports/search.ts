import {
  pagingOf,
  pick,
  positiveInt,
  textOf,
  type ReportPaging,
} from '../../../platform/reports/report-search.ts';

/** The appraisal report's filters as the address keeps them (ADR 68). */
export interface AppraisalReportSearch extends ReportPaging {
  general_setting_id?: number;
  period?: string;
  department_ids?: number[];
  branch_ids?: number[];
  /** The summary's table: by department (default) or by branch. */
  view?: 'branches';
}

/** Ids from an address: an array, or a comma list; anything else dropped. */
const ids = (v: unknown): number[] | undefined => {
  const list = (
    Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : typeof v === 'number' ? [v] : []
  )
    .map(positiveInt)
    .filter((n): n is number => n !== undefined);
  return list.length > 0 ? [...new Set(list)] : undefined;
};

export function parseAppraisalReportSearch(raw: Record<string, unknown>): AppraisalReportSearch {
  return {
    ...pick(raw, ['general_setting_id'], positiveInt),
    ...pick(raw, ['period'], textOf),
    ...pick(raw, ['department_ids', 'branch_ids'], ids),
    ...(raw['view'] === 'branches' ? { view: 'branches' as const } : {}),
    ...pagingOf(raw),
  };
}

/** The report call's body for these filters (no setting yet: no call). */
export const reportBody = (s: AppraisalReportSearch) =>
  s.general_setting_id
    ? {
        general_setting_id: s.general_setting_id,
        period: s.period ?? null,
        department_ids: s.department_ids ?? [],
        branch_ids: s.branch_ids ?? [],
      }
    : null;
