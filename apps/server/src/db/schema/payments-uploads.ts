import { sql } from 'drizzle-orm';
import { boolean, check, index, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyFk, employeeFk } from './named-keys.ts';
import {
  cascadeTo,
  createdAt,
  instant,
  kobo,
  ref,
  sameCompanyKey,
  tenantTable,
  timestamps,
} from './columns.ts';
import { payrollScheduleRows } from './payroll-pay.ts';

/**
 * Salary payments (issue 21, ADR 59): a payment upload (the maker's `transaction_id`) of a confirmed
 * month holds one payment schedule per batch, each approved or declined by the checkers, and each
 * schedule's lines are what one employee is paid. Amounts are whole kobo.
 */
export const paymentUploads = tenantTable(
  'payment_uploads',
  {
    /** salary (the only type so far, the spec's {type} path segment) */
    type: text('type').notNull().default('salary'),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    /** The option chosen at upload, copied so a later edit of the option never changes a paid month. */
    paymentOptionId: ref('payment_option_id'),
    paymentOptionName: text('payment_option_name').notNull(),
    /** bank_file | wallet */
    paymentType: text('payment_type').notNull(),
    bankFileFormat: text('bank_file_format'),
    createdBy: ref('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_uploads_month_idx').on(t.companyId, t.year, t.month),
    check('payment_uploads_month_check', sql`${t.month} BETWEEN 1 AND 12`),
    check('payment_uploads_type_check', sql`${t.paymentType} IN ('bank_file', 'wallet')`),
    companyFk('payment_uploads', t),
  ],
);

/**
 * One batch of an upload, decided through the approval engine (module 'salary-payment').
 * status: pending | approved | declined. `fundsShortKobo` is set while an approved wallet schedule
 * waits for a top-up (the payout needs more than the balance); `payoutStartedAt` once it started.
 */
export const paymentSchedules = tenantTable(
  'payment_schedules',
  {
    uploadId: ref('upload_id').notNull(),
    batchGroupId: ref('batch_group_id'),
    name: text('name').notNull(),
    status: text('status').notNull().default('pending'),
    declineReason: text('decline_reason'),
    decidedAt: instant('decided_at'),
    fundsShortKobo: kobo('funds_short_kobo'),
    payoutStartedAt: instant('payout_started_at'),
    ...timestamps(),
  },
  (t) => [
    index('payment_schedules_upload_idx').on(t.companyId, t.uploadId),
    check('payment_schedules_status_check', sql`${t.status} IN ('pending', 'approved', 'declined')`),
    cascadeTo(paymentUploads, t, t.uploadId, 'payment_schedules_upload_fk'),
  ],
);

/**
 * What one employee is paid: the confirmed row's net pay, with the bank details read at upload (a
 * retry re-reads the employee's current ones). `live` is false once the schedule is declined, which
 * frees the row for a later upload; the unique index is the rule that a confirmed row's net pay sits
 * in at most one live line, so no month is paid twice across uploads.
 */
export const paymentLines = tenantTable(
  'payment_lines',
  {
    scheduleId: ref('schedule_id').notNull(),
    scheduleRowId: ref('schedule_row_id').notNull(),
    employeeId: ref('employee_id').notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    bankId: ref('bank_id'),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    /** pending | processing | paid | failed */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    live: boolean('live').notNull().default(true),
    paidAt: instant('paid_at'),
    ...timestamps(),
  },
  (t) => [
    index('payment_lines_schedule_idx').on(t.companyId, t.scheduleId),
    uniqueIndex('payment_lines_live_row_key')
      .on(t.companyId, t.scheduleRowId)
      .where(sql`${t.live}`),
    check('payment_lines_amount_check', sql`${t.amountKobo} > 0`),
    check('payment_lines_status_check', sql`${t.status} IN ('pending', 'processing', 'paid', 'failed')`),
    // A declined schedule's lines were never paid: only pending lines leave the live set.
    check('payment_lines_live_check', sql`${t.live} OR ${t.status} = 'pending'`),
    cascadeTo(paymentSchedules, t, t.scheduleId, 'payment_lines_schedule_fk'),
    sameCompanyKey(payrollScheduleRows, t, t.scheduleRowId, 'payment_lines_row_fk'),
    employeeFk('payment_lines', t),
  ],
);
