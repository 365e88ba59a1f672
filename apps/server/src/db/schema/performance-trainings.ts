import { sql } from 'drizzle-orm';
import { check, date, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyFk, employeeFk } from './named-keys.ts';
import { employees } from './organization.ts';
import { files } from './files.ts';
import { cascadeTo, ref, sameCompanyKey, tenantTable, timestamps, updatedAt } from './columns.ts';

/**
 * Trainings and performance improvement plans (issue 23, ADR 62): general trainings with their
 * enrolments, the training settings (categories and the company's defaults), and improvement plans
 * with their goals, approved through the engine (module 'improvement-plan').
 */

/** A kind of training (Compliance, Leadership, Technical…): the training settings' list. */
export const trainingCategories = tenantTable(
  'training_categories',
  {
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('training_categories_name_key').on(t.companyId, sql`lower(${t.name})`),
    companyFk('training_categories', t),
  ],
);

/** The company's training defaults: a new training's capacity, and the plans' reminder lead. */
export const trainingSettings = tenantTable(
  'training_settings',
  {
    defaultCapacity: integer('default_capacity'),
    /** Days before a plan's review date when the reviewer and the employee are reminded. */
    reviewReminderDays: integer('review_reminder_days').notNull().default(7),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('training_settings_company_key').on(t.companyId), companyFk('training_settings', t)],
);

export const trainings = tenantTable(
  'trainings',
  {
    title: text('title').notNull(),
    description: text('description'),
    provider: text('provider'),
    categoryId: ref('category_id'),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    location: text('location'),
    link: text('link'),
    capacity: integer('capacity'),
    ...timestamps(),
  },
  (t) => [
    companyFk('trainings', t),
    sameCompanyKey(trainingCategories, t, t.categoryId, 'trainings_category_fk'),
    check('trainings_dates_check', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** An employee enrolled on a training: enrolled, completed (with a score) or no_show. */
export const trainingEnrolments = tenantTable(
  'training_enrolments',
  {
    trainingId: ref('training_id').notNull(),
    employeeId: ref('employee_id').notNull(),
    status: text('status').notNull().default('enrolled'),
    score: integer('score'),
    certificateFileId: ref('certificate_file_id'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('training_enrolments_key').on(t.companyId, t.trainingId, t.employeeId),
    companyFk('training_enrolments', t),
    employeeFk('training_enrolments', t),
    cascadeTo(trainings, t, t.trainingId, 'training_enrolments_training_fk'),
    sameCompanyKey(files, t, t.certificateFileId, 'training_enrolments_file_fk'),
    check('training_enrolments_status_check', sql`${t.status} IN ('enrolled', 'completed', 'no_show')`),
    index('training_enrolments_employee_idx').on(t.companyId, t.employeeId),
  ],
);

export const improvementPlans = tenantTable(
  'improvement_plans',
  {
    employeeId: ref('employee_id').notNull(),
    reviewerId: ref('reviewer_id').notNull(),
    reason: text('reason').notNull(),
    reviewDate: date('review_date').notNull(),
    /** pending | approved | rejected (the engine's decision). */
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    /** successful | extended | unsuccessful, once reviewed. */
    outcome: text('outcome'),
    outcomeNote: text('outcome_note'),
    outcomeAt: date('outcome_at'),
    /** The review date the reminders were last sent for (a moved date is reminded again). */
    remindedFor: date('reminded_for'),
    createdByUserId: ref('created_by_user_id'),
    ...timestamps(),
  },
  (t) => [
    companyFk('improvement_plans', t),
    employeeFk('improvement_plans', t),
    sameCompanyKey(employees, t, t.reviewerId, 'improvement_plans_reviewer_fk'),
    check('improvement_plans_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    check(
      'improvement_plans_outcome_check',
      sql`${t.outcome} IS NULL OR ${t.outcome} IN ('successful', 'extended', 'unsuccessful')`,
    ),
    index('improvement_plans_review_idx').on(t.companyId, t.reviewDate),
  ],
);

export const improvementPlanGoals = tenantTable(
  'improvement_plan_goals',
  {
    planId: ref('plan_id').notNull(),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    measure: text('measure'),
    dueDate: date('due_date'),
  },
  (t) => [
    companyFk('improvement_plan_goals', t),
    cascadeTo(improvementPlans, t, t.planId, 'improvement_plan_goals_plan_fk'),
    index('improvement_plan_goals_plan_idx').on(t.companyId, t.planId),
  ],
);
