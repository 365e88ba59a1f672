import { sql, type SQL } from 'drizzle-orm';
import { SALARY_PAYMENT_MODULE as MODULE } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';

/**
 * Payment uploads, schedules and lines (ADR 59). Every statement names the company as well as
 * relying on RLS (ADR 18). A schedule's total is always the sum of its lines, never a stored copy.
 */
type Num = string | number;
const ids = (list: readonly number[]) => sql`${pgArray([...list])}::bigint[]`;

export interface NewUpload {
  year: number;
  month: number;
  paymentOptionId: number | null;
  paymentOptionName: string;
  paymentType: 'bank_file' | 'wallet';
  bankFileFormat: string | null;
  createdBy: number;
}

export async function insertUpload(tx: Tx, companyId: number, v: NewUpload): Promise<number> {
  const r = await tx.execute<{ id: Num }>(sql`INSERT INTO payment_uploads
      (company_id, type, year, month, payment_option_id, payment_option_name, payment_type, bank_file_format, created_by)
    VALUES (${companyId}, 'salary', ${v.year}, ${v.month}, ${v.paymentOptionId}, ${v.paymentOptionName},
      ${v.paymentType}, ${v.bankFileFormat}, ${v.createdBy}) RETURNING id`);
  return Number(r.rows[0]?.id);
}

export async function insertSchedule(
  tx: Tx,
  companyId: number,
  v: { uploadId: number; batchGroupId: number | null; name: string },
): Promise<number> {
  const r = await tx.execute<{
    id: Num;
  }>(sql`INSERT INTO payment_schedules (company_id, upload_id, batch_group_id, name)
    VALUES (${companyId}, ${v.uploadId}, ${v.batchGroupId}, ${v.name}) RETURNING id`);
  return Number(r.rows[0]?.id);
}

export interface NewLine {
  rowId: number;
  employeeId: number;
  amountKobo: number;
  bankId: number | null;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/**
 * The lines of a schedule, set-based. A row already in a live line (another upload, or a concurrent
 * one) is skipped by the unique index: the answer is the rows that were inserted.
 */
export async function insertLines(tx: Tx, companyId: number, scheduleId: number, lines: NewLine[]) {
  if (lines.length === 0) return new Set<number>();
  const col = <K extends keyof NewLine>(k: K) => pgArray(lines.map((l) => l[k]));
  const r = await tx.execute<{ schedule_row_id: Num }>(sql`INSERT INTO payment_lines
      (company_id, schedule_id, schedule_row_id, employee_id, amount_kobo, bank_id, bank_code, bank_name, account_number, account_name)
    SELECT ${companyId}, ${scheduleId}, u.row_id, u.employee_id, u.amount, u.bank_id, u.bank_code, u.bank_name, u.account_number, u.account_name
    FROM unnest(${col('rowId')}::bigint[], ${col('employeeId')}::bigint[], ${col('amountKobo')}::bigint[],
      ${col('bankId')}::bigint[], ${col('bankCode')}::text[], ${col('bankName')}::text[],
      ${col('accountNumber')}::text[], ${col('accountName')}::text[])
      AS u(row_id, employee_id, amount, bank_id, bank_code, bank_name, account_number, account_name)
    ON CONFLICT (company_id, schedule_row_id) WHERE live DO NOTHING
    RETURNING schedule_row_id`);
  return new Set(r.rows.map((row) => Number(row.schedule_row_id)));
}

/** Of these confirmed rows, those already in a live line. */
export async function liveRowIds(tx: Tx, companyId: number, rowIds: number[]): Promise<Set<number>> {
  if (rowIds.length === 0) return new Set();
  const r = await tx.execute<{ id: Num }>(sql`SELECT schedule_row_id AS id FROM payment_lines
    WHERE company_id = ${companyId} AND live AND schedule_row_id = ANY(${ids(rowIds)})`);
  return new Set(r.rows.map((row) => Number(row.id)));
}

export async function deleteEmptySchedules(tx: Tx, companyId: number, uploadId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM payment_schedules s WHERE s.company_id = ${companyId} AND s.upload_id = ${uploadId}
    AND NOT EXISTS (SELECT 1 FROM payment_lines l WHERE l.company_id = s.company_id AND l.schedule_id = s.id)`);
}

export async function deleteUpload(tx: Tx, companyId: number, uploadId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM payment_uploads WHERE company_id = ${companyId} AND id = ${uploadId}`);
}

/**
 * Each employee's batch: the first of the company's batch groups (or of `only`, when the upload named
 * some) that holds them, by id; null when none does.
 */
export async function batchOf(
  tx: Tx,
  companyId: number,
  employeeIds: number[],
  only: number[],
): Promise<Map<number, { id: number; name: string } | null>> {
  const narrowed = only.length ? sql`AND g.id = ANY(${ids(only)})` : sql``;
  const r = await tx.execute<{ employee_id: Num; group_id: Num | null; group_name: string | null }>(sql`
    SELECT e.id AS employee_id, g.id AS group_id, g.name AS group_name
    FROM employees e
    LEFT JOIN LATERAL (
      SELECT g.id, g.name FROM payroll_batch_groups g
      WHERE g.company_id = e.company_id ${narrowed}
        AND ((g.batch_by = 'bank' AND e.bank_id = ANY(g.bank_ids))
          OR (g.batch_by = 'branch' AND e.branch_id = ANY(g.branch_ids))
          OR (g.batch_by = 'custom' AND EXISTS (SELECT 1 FROM payroll_batch_group_employees ge
                WHERE ge.company_id = g.company_id AND ge.group_id = g.id AND ge.employee_id = e.id)))
      ORDER BY g.id LIMIT 1) g ON true
    WHERE e.company_id = ${companyId} AND e.id = ANY(${ids(employeeIds)})`);
  return new Map(
    r.rows.map((row) => [
      Number(row.employee_id),
      row.group_id === null ? null : { id: Number(row.group_id), name: row.group_name ?? '' },
    ]),
  );
}

export async function companyHasBatchGroups(tx: Tx, companyId: number): Promise<boolean> {
  const r = await tx.execute(sql`SELECT 1 FROM payroll_batch_groups WHERE company_id = ${companyId} LIMIT 1`);
  return r.rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

export type StoredUpload = {
  id: Num;
  year: number;
  month: number;
  payment_option_id: Num | null;
  payment_option_name: string;
  payment_type: 'bank_file' | 'wallet';
  bank_file_format: string | null;
  created_by: Num;
  created_by_name: string | null;
  created_at: string | Date;
  schedule_count: Num;
  pending: Num;
  approved: Num;
  declined: Num;
  line_count: Num;
  total_kobo: Num;
  paid_kobo: Num;
};

const UPLOAD_COLUMNS = sql`u.id, u.year, u.month, u.payment_option_id, u.payment_option_name, u.payment_type,
  u.bank_file_format, u.created_by, concat_ws(' ', m.first_name, m.last_name) AS created_by_name, u.created_at,
  (SELECT count(*) FROM payment_schedules s WHERE s.company_id = u.company_id AND s.upload_id = u.id) AS schedule_count,
  (SELECT count(*) FROM payment_schedules s WHERE s.company_id = u.company_id AND s.upload_id = u.id AND s.status = 'pending') AS pending,
  (SELECT count(*) FROM payment_schedules s WHERE s.company_id = u.company_id AND s.upload_id = u.id AND s.status = 'approved') AS approved,
  (SELECT count(*) FROM payment_schedules s WHERE s.company_id = u.company_id AND s.upload_id = u.id AND s.status = 'declined') AS declined,
  (SELECT count(*) FROM payment_lines l JOIN payment_schedules s ON s.company_id = l.company_id AND s.id = l.schedule_id
     WHERE s.company_id = u.company_id AND s.upload_id = u.id) AS line_count,
  (SELECT coalesce(sum(l.amount_kobo), 0) FROM payment_lines l JOIN payment_schedules s ON s.company_id = l.company_id AND s.id = l.schedule_id
     WHERE s.company_id = u.company_id AND s.upload_id = u.id) AS total_kobo,
  (SELECT coalesce(sum(l.amount_kobo), 0) FROM payment_lines l JOIN payment_schedules s ON s.company_id = l.company_id AND s.id = l.schedule_id
     WHERE s.company_id = u.company_id AND s.upload_id = u.id AND l.status = 'paid') AS paid_kobo`;

const FROM_UPLOADS = sql`FROM payment_uploads u LEFT JOIN employees m ON m.company_id = u.company_id AND m.id = u.created_by`;

function uploadWhere(companyId: number, f: { yearMonth?: string | undefined; approvedOnly?: boolean }): SQL {
  const parts = [sql`u.company_id = ${companyId}`];
  if (f.yearMonth)
    parts.push(
      sql`u.year = ${Number(f.yearMonth.slice(0, 4))} AND u.month = ${Number(f.yearMonth.slice(5, 7))}`,
    );
  if (f.approvedOnly)
    parts.push(sql`EXISTS (SELECT 1 FROM payment_schedules s
      WHERE s.company_id = u.company_id AND s.upload_id = u.id AND s.status = 'approved')`);
  return sql.join(parts, sql` AND `);
}

export async function listUploads(
  tx: Tx,
  companyId: number,
  f: { yearMonth?: string | undefined; approvedOnly?: boolean; limit: number; offset: number },
): Promise<{ rows: StoredUpload[]; total: number }> {
  const where = uploadWhere(companyId, f);
  const rows = await tx.execute<StoredUpload>(sql`SELECT ${UPLOAD_COLUMNS} ${FROM_UPLOADS} WHERE ${where}
    ORDER BY u.year DESC, u.month DESC, u.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`);
  const count = await tx.execute<{ n: Num }>(sql`SELECT count(*) AS n FROM payment_uploads u WHERE ${where}`);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function findUpload(tx: Tx, companyId: number, id: number): Promise<StoredUpload | undefined> {
  const r = await tx.execute<StoredUpload>(
    sql`SELECT ${UPLOAD_COLUMNS} ${FROM_UPLOADS} WHERE u.company_id = ${companyId} AND u.id = ${id}`,
  );
  return r.rows[0];
}

export type StoredSchedule = {
  id: Num;
  upload_id: Num;
  batch_group_id: Num | null;
  name: string;
  status: 'pending' | 'approved' | 'declined';
  decline_reason: string | null;
  funds_short_kobo: Num | null;
  payout_started_at: string | Date | null;
  created_by: Num;
  governed: boolean;
};

const SCHEDULE_COLUMNS = sql`s.id, s.upload_id, s.batch_group_id, s.name, s.status, s.decline_reason,
  s.funds_short_kobo, s.payout_started_at, u.created_by,
  EXISTS (SELECT 1 FROM approval_requests a WHERE a.company_id = s.company_id AND a.module = ${MODULE}
    AND a.subject_id = s.id AND a.status <> 'withdrawn') AS governed`;
const FROM_SCHEDULES = sql`FROM payment_schedules s JOIN payment_uploads u ON u.company_id = s.company_id AND u.id = s.upload_id`;

export async function schedulesOf(
  tx: Tx,
  companyId: number,
  uploadId: number,
  approvedOnly = false,
): Promise<StoredSchedule[]> {
  const approved = approvedOnly ? sql`AND s.status = 'approved'` : sql``;
  const r = await tx.execute<StoredSchedule>(sql`SELECT ${SCHEDULE_COLUMNS} ${FROM_SCHEDULES}
    WHERE s.company_id = ${companyId} AND s.upload_id = ${uploadId} ${approved} ORDER BY s.id`);
  return r.rows;
}

/** Schedules by id (locked for a decision or a payout when `lock`). */
export async function findSchedules(
  tx: Tx,
  companyId: number,
  scheduleIds: number[],
  lock = false,
): Promise<StoredSchedule[]> {
  if (scheduleIds.length === 0) return [];
  const r = await tx.execute<StoredSchedule>(sql`SELECT ${SCHEDULE_COLUMNS} ${FROM_SCHEDULES}
    WHERE s.company_id = ${companyId} AND s.id = ANY(${ids(scheduleIds)}) ORDER BY s.id
    ${lock ? sql`FOR UPDATE OF s` : sql``}`);
  return r.rows;
}

/** How many uploads were made with each option (the options area keeps a used option as it is). */
export async function optionUses(tx: Tx, companyId: number, optionIds: readonly number[]) {
  const r = await tx.execute<{ id: Num; n: Num }>(sql`SELECT payment_option_id AS id, count(*) AS n
    FROM payment_uploads WHERE company_id = ${companyId} AND payment_option_id = ANY(${ids(optionIds)})
    GROUP BY payment_option_id`);
  return new Map(r.rows.map((row) => [Number(row.id), Number(row.n)]));
}
