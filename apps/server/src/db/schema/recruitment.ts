import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyFk, employeeFk } from './named-keys.ts';
import { linkTable } from './link-tables.ts';
import { branches, departments, employeeDesignations } from './organization.ts';
import { cascadeTo, instant, kobo, ref, sameCompanyKey, tenantTable, timestamps } from './columns.ts';

/**
 * Recruitment, the requisition and posting half (issue 24, ADR 66): requisition templates, job
 * requests approved through the engine (module 'job-request'), job postings with their screening
 * questions and boards, the posting settings and the recruiters' scopes. Budgets and salary ranges
 * are kept in whole kobo; the API speaks naira a month.
 */

export const EMPLOYMENT_TYPES_SQL = sql`('full_time', 'part_time', 'contract', 'internship')`;

/** A requisition template (manage-talent-requisition-settings): the defaults a new request copies. */
export const requisitionTemplates = tenantTable(
  'requisition_templates',
  {
    name: text('name').notNull(),
    description: text('description'),
    departmentId: ref('department_id'),
    designationId: ref('designation_id'),
    employmentType: text('employment_type'),
    headcount: integer('headcount'),
    justification: text('justification'),
    budgetMinKobo: kobo('budget_min_kobo'),
    budgetMaxKobo: kobo('budget_max_kobo'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('requisition_templates_name_key').on(t.companyId, sql`lower(${t.name})`),
    companyFk('requisition_templates', t),
    sameCompanyKey(departments, t, t.departmentId, 'requisition_templates_department_fk'),
    sameCompanyKey(employeeDesignations, t, t.designationId, 'requisition_templates_designation_fk'),
  ],
);

/** A job request (talent requisition): pending → approved | rejected through the engine; filled at zero. */
export const jobRequests = tenantTable(
  'job_requests',
  {
    title: text('title').notNull(),
    departmentId: ref('department_id').notNull(),
    designationId: ref('designation_id'),
    branchId: ref('branch_id').notNull(),
    headcount: integer('headcount').notNull(),
    /** Places still to fill: starts at headcount, a hire counts it down; `filled` at zero. */
    remaining: integer('remaining').notNull(),
    employmentType: text('employment_type').notNull(),
    justification: text('justification'),
    budgetMinKobo: kobo('budget_min_kobo'),
    budgetMaxKobo: kobo('budget_max_kobo'),
    urgency: text('urgency').notNull().default('normal'),
    templateId: ref('template_id'),
    /** pending | approved | rejected | filled */
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    /** The employee who raised it (the engine's requester); null when raised by an account without one. */
    employeeId: ref('employee_id'),
    createdByUserId: ref('created_by_user_id'),
    decidedAt: instant('decided_at'),
    ...timestamps(),
  },
  (t) => [
    companyFk('job_requests', t),
    employeeFk('job_requests', t),
    sameCompanyKey(departments, t, t.departmentId, 'job_requests_department_fk'),
    sameCompanyKey(employeeDesignations, t, t.designationId, 'job_requests_designation_fk'),
    sameCompanyKey(branches, t, t.branchId, 'job_requests_branch_fk'),
    sameCompanyKey(requisitionTemplates, t, t.templateId, 'job_requests_template_fk').onDelete('set null'),
    check('job_requests_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected', 'filled')`),
    check('job_requests_urgency_check', sql`${t.urgency} IN ('low', 'normal', 'high')`),
    check('job_requests_type_check', sql`${t.employmentType} IN ${EMPLOYMENT_TYPES_SQL}`),
    check('job_requests_headcount_check', sql`${t.headcount} >= 1 AND ${t.remaining} >= 0`),
    check(
      'job_requests_budget_check',
      sql`${t.budgetMaxKobo} IS NULL OR ${t.budgetMinKobo} IS NULL OR ${t.budgetMinKobo} <= ${t.budgetMaxKobo}`,
    ),
    index('job_requests_status_idx').on(t.companyId, t.status),
  ],
);

/** Where postings are announced (the careers page is always one and is not a row). */
export const jobBoards = tenantTable(
  'job_boards',
  {
    name: text('name').notNull(),
    url: text('url'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('job_boards_name_key').on(t.companyId, sql`lower(${t.name})`),
    companyFk('job_boards', t),
  ],
);

/**
 * A job posting: draft | published (stored); it reads `closed` once published and past its closing
 * date. Published with a closing date today or later (or none) is open to applications.
 */
export const jobPostings = tenantTable(
  'job_postings',
  {
    jobRequestId: ref('job_request_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements'),
    location: text('location'),
    employmentType: text('employment_type').notNull(),
    salaryVisible: boolean('salary_visible').notNull().default(false),
    salaryMinKobo: kobo('salary_min_kobo'),
    salaryMaxKobo: kobo('salary_max_kobo'),
    closingDate: date('closing_date'),
    /** draft | published */
    status: text('status').notNull().default('draft'),
    publishedAt: instant('published_at'),
    createdByUserId: ref('created_by_user_id'),
    ...timestamps(),
  },
  (t) => [
    companyFk('job_postings', t),
    sameCompanyKey(jobRequests, t, t.jobRequestId, 'job_postings_request_fk'),
    check('job_postings_status_check', sql`${t.status} IN ('draft', 'published')`),
    check('job_postings_type_check', sql`${t.employmentType} IN ${EMPLOYMENT_TYPES_SQL}`),
    check(
      'job_postings_salary_check',
      sql`${t.salaryMaxKobo} IS NULL OR ${t.salaryMinKobo} IS NULL OR ${t.salaryMinKobo} <= ${t.salaryMaxKobo}`,
    ),
    index('job_postings_status_idx').on(t.companyId, t.status),
    index('job_postings_request_idx').on(t.companyId, t.jobRequestId),
  ],
);

/** A posting's screening questions, in order; an application answers them by question id. */
export const jobPostingQuestions = tenantTable(
  'job_posting_questions',
  {
    jobPostingId: ref('job_posting_id').notNull(),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    required: boolean('required').notNull().default(false),
  },
  (t) => [
    companyFk('job_posting_questions', t),
    cascadeTo(jobPostings, t, t.jobPostingId, 'job_posting_questions_posting_fk'),
    index('job_posting_questions_posting_idx').on(t.companyId, t.jobPostingId),
  ],
);

export const jobPostingBoards = linkTable(
  'job_posting_boards',
  [
    { column: 'jobPostingId', to: jobPostings, fk: 'posting' },
    { column: 'jobBoardId', to: jobBoards, fk: 'board' },
  ],
  { extra: (t) => [companyFk('job_posting_boards', t)] },
);

/**
 * Posting settings (manage-job-posting-settings): named sets of default screening questions and a
 * closing rule (days a posting stays open after publishing when it has no closing date). The one
 * marked default fills a new posting's questions when none are given.
 */
export const jobPostingSettings = tenantTable(
  'job_posting_settings',
  {
    name: text('name').notNull(),
    questions: jsonb('questions')
      .$type<{ text: string; required: boolean }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    closingDays: integer('closing_days'),
    /** Close (unpublish) the request's postings when the request is filled. */
    closeWhenFilled: boolean('close_when_filled').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('job_posting_settings_name_key').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('job_posting_settings_default_key')
      .on(t.companyId)
      .where(sql`${t.isDefault}`),
    companyFk('job_posting_settings', t),
    check('job_posting_settings_days_check', sql`${t.closingDays} IS NULL OR ${t.closingDays} >= 1`),
  ],
);

/**
 * A recruiter (recruiter settings): an employee and the requisitions and postings they may see and
 * act on; `all_access` sees every one. A signed-in user who is a recruiter is held to that scope.
 */
export const recruiters = tenantTable(
  'recruiters',
  {
    employeeId: ref('employee_id').notNull(),
    allAccess: boolean('all_access').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('recruiters_employee_key').on(t.companyId, t.employeeId),
    companyFk('recruiters', t),
    employeeFk('recruiters', t),
  ],
);

export const recruiterJobRequests = linkTable(
  'recruiter_job_requests',
  [
    { column: 'recruiterId', to: recruiters, fk: 'recruiter' },
    { column: 'jobRequestId', to: jobRequests, fk: 'request' },
  ],
  { extra: (t) => [companyFk('recruiter_job_requests', t)] },
);

export const recruiterJobPostings = linkTable(
  'recruiter_job_postings',
  [
    { column: 'recruiterId', to: recruiters, fk: 'recruiter' },
    { column: 'jobPostingId', to: jobPostings, fk: 'posting' },
  ],
  { extra: (t) => [companyFk('recruiter_job_postings', t)] },
);
