import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyFk, employeeFk } from './named-keys.ts';
import { employees } from './organization.ts';
import {
  cascadeTo,
  companyId,
  createdAt,
  instant,
  ref,
  sameCompanyKey,
  tenantTable,
  timestamps,
  updatedAt,
} from './columns.ts';

/**
 * Performance appraisals (issue 22, ADR 64): the settings (periods and weights, grades, scorecards,
 * appraisers), appraisal groups, each member's appraisal and both sides' ratings. Approval goes
 * through the engine (module 'appraisal').
 */

/** A general setting: a year's periods ([{ name, start_date, end_date }]) and the two weights. */
export const appraisalSettings = tenantTable(
  'appraisal_settings',
  {
    name: text('name').notNull(),
    year: integer('year').notNull(),
    periods: jsonb('periods').notNull(),
    selfWeight: integer('self_weight').notNull(),
    appraiserWeight: integer('appraiser_weight').notNull(),
    ...timestamps(),
  },
  (t) => [
    companyFk('appraisal_settings', t),
    check('appraisal_settings_weights_check', sql`${t.selfWeight} + ${t.appraiserWeight} = 100`),
  ],
);

/** A grade band [min_score, max_score] of the final score (0–100). */
export const appraisalGrades = tenantTable(
  'appraisal_grades',
  {
    name: text('name').notNull(),
    minScore: integer('min_score').notNull(),
    maxScore: integer('max_score').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appraisal_grades_name_key').on(t.companyId, sql`lower(${t.name})`),
    companyFk('appraisal_grades', t),
    check(
      'appraisal_grades_band_check',
      sql`0 <= ${t.minScore} AND ${t.minScore} <= ${t.maxScore} AND ${t.maxScore} <= 100`,
    ),
  ],
);

/** A scorecard: sections with their KPIs (ids numbered within the scorecard) and the rating scale. */
export const appraisalScorecards = tenantTable(
  'appraisal_scorecards',
  {
    name: text('name').notNull(),
    sections: jsonb('sections').notNull(),
    ratingScale: jsonb('rating_scale').notNull(),
    ...timestamps(),
  },
  (t) => [companyFk('appraisal_scorecards', t)],
);

/** Who appraises whom, set by HR; everyone else is appraised by their department's head. */
export const appraisalAppraisers = tenantTable(
  'appraisal_appraisers',
  {
    appraiserId: ref('appraiser_id').notNull(),
    /** The appraised employees' ids. */
    employeeIds: jsonb('employee_ids').notNull(),
    ...timestamps(),
  },
  (t) => [
    companyFk('appraisal_appraisers', t),
    cascadeTo(employees, t, t.appraiserId, 'appraisal_appraisers_appraiser_fk'),
  ],
);

/** An appraisal group: draft, initiated or ended (its read status also follows its members). */
export const appraisalGroups = tenantTable(
  'appraisal_groups',
  {
    name: text('name').notNull(),
    settingId: ref('setting_id').notNull(),
    period: text('period').notNull(),
    scorecardId: ref('scorecard_id').notNull(),
    employeeIds: jsonb('employee_ids').notNull(),
    departmentIds: jsonb('department_ids').notNull(),
    dueDate: date('due_date').notNull(),
    status: text('status').notNull().default('draft'),
    initiatedAt: instant('initiated_at'),
    endedAt: instant('ended_at'),
    ...timestamps(),
  },
  (t) => [
    companyFk('appraisal_groups', t),
    sameCompanyKey(appraisalSettings, t, t.settingId, 'appraisal_groups_setting_fk'),
    sameCompanyKey(appraisalScorecards, t, t.scorecardId, 'appraisal_groups_scorecard_fk'),
    check('appraisal_groups_status_check', sql`${t.status} IN ('draft', 'initiated', 'ended')`),
  ],
);

/** One member's appraisal in a group, with their appraiser and, once ended, the fixed result. */
export const appraisals = tenantTable(
  'appraisals',
  {
    groupId: ref('group_id').notNull(),
    employeeId: ref('employee_id').notNull(),
    appraiserId: ref('appraiser_id').notNull(),
    /** initiated | in_review | approved | rejected (ended comes from the group). */
    status: text('status').notNull().default('initiated'),
    selfSubmittedAt: instant('self_submitted_at'),
    appraiserSubmittedAt: instant('appraiser_submitted_at'),
    rejectionReason: text('rejection_reason'),
    /** Fixed when the group ends (two decimals as text) with the grade's name then. */
    finalScore: text('final_score'),
    finalGrade: text('final_grade'),
    /** The due date the reminders were last sent for. */
    remindedFor: date('reminded_for'),
    ...timestamps(),
  },
  (t) => [
    companyFk('appraisals', t),
    employeeFk('appraisals', t),
    cascadeTo(employees, t, t.appraiserId, 'appraisals_appraiser_fk'),
    cascadeTo(appraisalGroups, t, t.groupId, 'appraisals_group_fk'),
    uniqueIndex('appraisals_member_key').on(t.companyId, t.groupId, t.employeeId),
    check('appraisals_status_check', sql`${t.status} IN ('initiated', 'in_review', 'approved', 'rejected')`),
    index('appraisals_employee_idx').on(t.companyId, t.employeeId),
    index('appraisals_appraiser_idx').on(t.companyId, t.appraiserId),
  ],
);

/** One side's rating of one KPI (kpi_id is the scorecard's KPI id), draft until that side submits. */
export const appraisalRatings = tenantTable(
  'appraisal_ratings',
  {
    appraisalId: ref('appraisal_id').notNull(),
    /** self | appraiser */
    side: text('side').notNull(),
    kpiId: integer('kpi_id').notNull(),
    score: integer('score').notNull(),
    comment: text('comment'),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyFk('appraisal_ratings', t),
    cascadeTo(appraisals, t, t.appraisalId, 'appraisal_ratings_appraisal_fk'),
    uniqueIndex('appraisal_ratings_kpi_key').on(t.companyId, t.appraisalId, t.side, t.kpiId),
    check('appraisal_ratings_side_check', sql`${t.side} IN ('self', 'appraiser')`),
  ],
);

/** The companies whose default grades were written (once: a company may delete them all after). */
export const appraisalGradeSeeds = pgTable(
  'appraisal_grade_seeds',
  { companyId: companyId(), seededAt: createdAt() },
  (t) => [primaryKey({ columns: [t.companyId] }), companyFk('appraisal_grade_seeds', t)],
);
