import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../platform/constants.ts';
import { MESSAGES } from '../platform/messages.ts';

/** The organisation report columns, in the order spec 1 §3 lists them (also the table's column order). */
export const ORG_REPORT_COLUMNS = [
  'pin',
  'name',
  'email',
  'employee_type',
  'employee_grade',
  'department',
  'branch',
  'date_of_birth',
  'address',
  'account_name',
  'account_number',
  'bank',
  'bank_branch',
  'genotype',
  'mobile_number',
  'local_government',
  'city',
  'state',
  'country',
  'appointment_date',
  'blood_group',
  'nationality',
  'religion',
  'marital_status',
  'employee_category',
  'employee_designation',
  'tax_id',
  'rsa_pin',
  'pension_fund_administrator',
  // Platform issue §10 (ADR 0017), after the spec's columns so its order is kept.
  'nin',
  'probation_end_date',
  'confirmation_date',
  'exit_date',
  'exit_reason',
  'next_of_kin_name',
  'next_of_kin_relationship',
  'next_of_kin_phone',
  'next_of_kin_address',
  'emergency_contact_name',
  'emergency_contact_relationship',
  'emergency_contact_phone',
] as const;
export type OrgReportColumn = (typeof ORG_REPORT_COLUMNS)[number];

/**
 * Human-readable column headings (exports and the table). appointment_date reads Employment Date
 * (spec 1 §3). The web uses these English texts as translation keys.
 */
export const ORG_REPORT_COLUMN_LABELS: Record<OrgReportColumn, string> = {
  pin: 'Pin',
  name: 'Name',
  email: 'Email',
  employee_type: 'Employee Type',
  employee_grade: 'Employee Grade',
  department: 'Department',
  branch: 'Branch',
  date_of_birth: 'Date of Birth',
  address: 'Address',
  account_name: 'Account Name',
  account_number: 'Account Number',
  bank: 'Bank',
  bank_branch: 'Bank Branch',
  genotype: 'Genotype',
  mobile_number: 'Mobile Number',
  local_government: 'Local Government',
  city: 'City',
  state: 'State',
  country: 'Country',
  appointment_date: 'Employment Date',
  blood_group: 'Blood Group',
  nationality: 'Nationality',
  religion: 'Religion',
  marital_status: 'Marital Status',
  employee_category: 'Employee Category',
  employee_designation: 'Employee Designation',
  tax_id: 'Tax ID',
  rsa_pin: 'RSA Pin',
  pension_fund_administrator: 'Pension Fund Administrator',
  nin: 'NIN',
  probation_end_date: 'Probation End Date',
  confirmation_date: 'Confirmation Date',
  exit_date: 'Exit Date',
  exit_reason: 'Exit Reason',
  next_of_kin_name: 'Next of Kin',
  next_of_kin_relationship: 'Next of Kin Relationship',
  next_of_kin_phone: 'Next of Kin Phone',
  next_of_kin_address: 'Next of Kin Address',
  emergency_contact_name: 'Emergency Contact',
  emergency_contact_relationship: 'Emergency Contact Relationship',
  emergency_contact_phone: 'Emergency Contact Phone',
};

/** Columns holding calendar days (yyyy-MM-dd values, shown dd-MM-yyyy). */
export const ORG_REPORT_DATE_COLUMNS: readonly OrgReportColumn[] = [
  'date_of_birth',
  'appointment_date',
  'probation_end_date',
  'confirmation_date',
  'exit_date',
];

/** Columns holding phones (stored `234-8031234567`, shown as displayPhone writes them). */
export const ORG_REPORT_PHONE_COLUMNS: readonly OrgReportColumn[] = [
  'mobile_number',
  'next_of_kin_phone',
  'emergency_contact_phone',
];

/** The audience of a report (spec 1 §2): All Users, By Branch, By Department, By Individuals. */
export const ORG_REPORT_FETCH_BY = ['company', 'branch', 'department', 'employee'] as const;
export type OrgReportFetchBy = (typeof ORG_REPORT_FETCH_BY)[number];

export const ORG_REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type OrgReportFormat = (typeof ORG_REPORT_FORMATS)[number];

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
  title: 'Employee Report',
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
  type: z.enum(ORG_REPORT_FORMATS, { error: ORG_REPORT_MESSAGES.formatInvalid }),
});

/** One report row: only the chosen columns; empty values are null (the screen shows NA). */
export const orgReportRowSchema = z.partialRecord(z.enum(ORG_REPORT_COLUMNS), z.string().nullable());
export type OrgReportRow = z.infer<typeof orgReportRowSchema>;
