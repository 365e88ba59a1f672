import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../platform/constants.ts';
import { MESSAGES } from '../platform/messages.ts';
import { REPORT_FORMATS } from '../platform/report.ts';
import { ORG_REPORT_COLUMNS } from './reports-words.ts';

/** The audience of a report (spec 1 §2): All Users, By Branch, By Department, By Individuals. */
export const ORG_REPORT_FETCH_BY = ['company', 'branch', 'department', 'employee'] as const;
export type OrgReportFetchBy = (typeof ORG_REPORT_FETCH_BY)[number];

export const ORG_REPORT_MESSAGES = {
  fetched: 'Report retrieved successfully',
  downloaded: 'Report generated successfully',
  columnsRequired: 'Select at least one column.',
  unknownColumn: 'Unknown report column.',
  fetchByInvalid: 'Choose who the report is for: company, branch, department or employee.',
  fetchByIdRequired: 'Choose who the report is for.',
  formatInvalid: 'The export format must be csv, xlsx or pdf.',
  branchNotFound: 'Branch not found',
  departmentNotFound: 'Department not found',
  employeesNotFound: 'One or more employees were not found',
  /** Spec 1 §8 local messages, fixed verbatim in platform MESSAGES. */
  selectFilters: MESSAGES.selectReportFilters,
  empty: MESSAGES.noReportForFilters,
} as const;

const positiveId = z.coerce.number().int().positive();

/**
 * The report filter (spec 1 §3 "Organisation report request"). fetch_by_id is one id for branch and
 * department, a list of ids for employee (one id is taken as a list of one), and ignored for company.
 */
const filterFields = z.object({
  fetch_by: z.enum(ORG_REPORT_FETCH_BY, { error: ORG_REPORT_MESSAGES.fetchByInvalid }),
  fetch_by_id: z.union([positiveId, z.array(positiveId).max(5000)]).nullish(),
  columns: z
    .array(z.enum(ORG_REPORT_COLUMNS, { error: ORG_REPORT_MESSAGES.unknownColumn }), {
      error: ORG_REPORT_MESSAGES.columnsRequired,
    })
    .min(1, ORG_REPORT_MESSAGES.columnsRequired),
  branch_id: positiveId.nullish(),
});

/** The ids fetch_by_id names, always as a list. */
export function orgReportIds(fetchById: number | number[] | null | undefined): number[] {
  if (fetchById == null) return [];
  return Array.isArray(fetchById) ? [...new Set(fetchById)] : [fetchById];
}

function needsAudienceId(v: z.infer<typeof filterFields>, ctx: z.RefinementCtx) {
  if (v.fetch_by === 'company') return;
  const ids = orgReportIds(v.fetch_by_id);
  const ok = v.fetch_by === 'employee' ? ids.length > 0 : ids.length === 1;
  if (!ok)
    ctx.addIssue({ code: 'custom', path: ['fetch_by_id'], message: ORG_REPORT_MESSAGES.fetchByIdRequired });
}

/**
 * The report filter (spec 1 §3 "Organisation report request"). fetch_by_id is one id for branch and
 * department, a list of ids for employee (one id is taken as a list of one), and ignored for company.
 */
export const orgReportFilterSchema = filterFields.superRefine(needsAudienceId);
export type OrgReportFilter = z.infer<typeof orgReportFilterSchema>;

/** POST /organization/reports/employees/fetch: the filter plus page and perPage (or per_page). */
export const orgReportFetchSchema = filterFields
  .extend({
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  })
  .superRefine(needsAudienceId);
export type OrgReportFetch = z.infer<typeof orgReportFetchSchema>;
export const orgReportPageSize = (q: { perPage?: number | undefined; per_page?: number | undefined }) =>
  q.perPage ?? q.per_page ?? DEFAULT_PAGE_SIZE;

export const orgReportFormatParams = z.object({
  type: z.enum(REPORT_FORMATS, { error: ORG_REPORT_MESSAGES.formatInvalid }),
});

/** One report row: only the chosen columns; empty values are null (the screen shows NA). */
export const orgReportRowSchema = z.partialRecord(z.enum(ORG_REPORT_COLUMNS), z.string().nullable());
export type OrgReportRow = z.infer<typeof orgReportRowSchema>;
