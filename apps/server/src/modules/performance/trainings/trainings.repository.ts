import { sql } from 'drizzle-orm';
import type { Enrolment, EnrolmentStatus, TrainingSummary, TrainingValues } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { childCount } from '../../../platform/db/related-rows.ts';
import { trainingEnrolments as enrolments } from '../../../db/schema/index.ts';
import { filteredPage } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { expectRow } from '../../../platform/db/rows.ts';

/**
 * Trainings and enrolments (trainings, training_enrolments; ADR 62). Every statement names the
 * company as well as relying on RLS (ADR 18). Dates are read as text (yyyy-MM-dd).
 */

type Raw = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const toSummary = (r: Raw): TrainingSummary => ({
  id: Number(r.id),
  title: String(r.title),
  description: str(r.description),
  provider: str(r.provider),
  category_id: num(r.category_id),
  category_name: str(r.category_name),
  starts_on: String(r.starts_on),
  ends_on: String(r.ends_on),
  location: str(r.location),
  link: str(r.link),
  capacity: num(r.capacity),
  enrolled_count: Number(r.enrolled_count),
  completed_count: Number(r.completed_count),
  created_at: new Date(String(r.created_at)).toISOString(),
  updated_at: new Date(String(r.updated_at)).toISOString(),
});

/** The enrolments a training's list counts as completed. */
const completed = sql`${enrolments.status} = 'completed'`;

const SELECT = sql`SELECT t.id, t.title, t.description, t.provider, t.category_id, c.name AS category_name,
    t.starts_on::text AS starts_on, t.ends_on::text AS ends_on, t.location, t.link, t.capacity,
    t.created_at, t.updated_at,
    ${childCount(enrolments, enrolments.trainingId, sql`t`, { type: 'bigint' })} AS enrolled_count,
    ${childCount(enrolments, enrolments.trainingId, sql`t`, { type: 'bigint', where: completed })} AS completed_count
  FROM trainings t
  LEFT JOIN training_categories c ON c.company_id = t.company_id AND c.id = t.category_id`;

export async function listTrainings(
  tx: Tx,
  companyId: number,
  f: { search: string | undefined; categoryId: number | undefined; employeeId?: number },
  limit: number,
  offset: number,
): Promise<{ results: TrainingSummary[]; total: number }> {
  const where = sql`t.company_id = ${companyId}
    ${f.search ? sql`AND (t.title ILIKE ${`%${f.search}%`} OR t.provider ILIKE ${`%${f.search}%`})` : sql``}
    ${f.categoryId ? sql`AND t.category_id = ${f.categoryId}` : sql``}
    ${
      f.employeeId
        ? sql`AND EXISTS (SELECT 1 FROM training_enrolments m WHERE m.company_id = t.company_id
      AND m.training_id = t.id AND m.employee_id = ${f.employeeId})`
        : sql``
    }`;
  const q = { select: SELECT, from: sql`trainings t`, where, order: sql`t.starts_on DESC, t.id DESC` };
  return filteredPage(tx, { ...q, limit, offset }, toSummary);
}

export async function findTraining(tx: Tx, companyId: number, id: number, lock = false) {
  const r = await tx.execute<Raw>(sql`${SELECT} WHERE t.company_id = ${companyId} AND t.id = ${id}
    ${lock ? sql`FOR UPDATE OF t` : sql``}`);
  const row = r.rows[0];
  return row ? toSummary(row) : null;
}

export interface EnrolmentRow extends Enrolment {
  training_id: number;
  file_id: number | null;
}

const toEnrolment = (r: Raw): EnrolmentRow => ({
  id: Number(r.id),
  training_id: Number(r.training_id),
  employee_id: Number(r.employee_id),
  employee_name: String(r.employee_name),
  status: String(r.status) as EnrolmentStatus,
  score: num(r.score),
  certificate:
    r.file_name === null ? null : { file_name: String(r.file_name), mime_type: String(r.mime_type) },
  file_id: num(r.certificate_file_id),
});

const ENROLMENTS = sql`SELECT n.id, n.training_id, n.employee_id, concat_ws(' ', e.first_name, e.last_name) AS employee_name,
    n.status, n.score, n.certificate_file_id, f.original_name AS file_name, f.mime_type
  FROM training_enrolments n
  JOIN employees e ON e.company_id = n.company_id AND e.id = n.employee_id
  LEFT JOIN files f ON f.company_id = n.company_id AND f.id = n.certificate_file_id`;

export async function listEnrolments(
  tx: Tx,
  companyId: number,
  trainingIds: number[],
): Promise<EnrolmentRow[]> {
  if (trainingIds.length === 0) return [];
  const r = await tx.execute<Raw>(sql`${ENROLMENTS}
    WHERE n.company_id = ${companyId} AND n.training_id = ANY(${pgArray(trainingIds)}::bigint[])
    ORDER BY e.first_name, e.last_name, n.id`);
  return r.rows.map(toEnrolment);
}

export async function findEnrolment(tx: Tx, companyId: number, id: number): Promise<EnrolmentRow | null> {
  const r = await tx.execute<Raw>(sql`${ENROLMENTS} WHERE n.company_id = ${companyId} AND n.id = ${id}`);
  const row = r.rows[0];
  return row ? toEnrolment(row) : null;
}

export async function findEnrolmentOf(tx: Tx, companyId: number, trainingId: number, employeeId: number) {
  const r = await tx.execute<Raw>(sql`${ENROLMENTS} WHERE n.company_id = ${companyId}
    AND n.training_id = ${trainingId} AND n.employee_id = ${employeeId}`);
  const row = r.rows[0];
  return row ? toEnrolment(row) : null;
}

/** The company's employees among these ids. */
export async function existingEmployees(tx: Tx, companyId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const r = await tx.execute<{ id: string | number }>(sql`SELECT id FROM employees
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[])`);
  return r.rows.map((x) => Number(x.id));
}

export async function categoryExists(tx: Tx, companyId: number, id: number): Promise<boolean> {
  const r = await tx.execute(
    sql`SELECT 1 FROM training_categories WHERE company_id = ${companyId} AND id = ${id}`,
  );
  return r.rows.length > 0;
}

const values = (v: TrainingValues) => ({
  description: v.description ?? null,
  provider: v.provider ?? null,
  category: v.category_id ?? null,
  location: v.location ?? null,
  link: v.link ?? null,
  capacity: v.capacity ?? null,
});

export async function insertTraining(tx: Tx, companyId: number, v: TrainingValues, capacity: number | null) {
  const x = values(v);
  const r = await tx.execute<{ id: string | number }>(sql`INSERT INTO trainings
    (company_id, title, description, provider, category_id, starts_on, ends_on, location, link, capacity)
    VALUES (${companyId}, ${v.title}, ${x.description}, ${x.provider}, ${x.category}, ${v.starts_on},
      ${v.ends_on}, ${x.location}, ${x.link}, ${capacity}) RETURNING id`);
  return Number(expectRow(r.rows, 'training insert').id);
}

export async function updateTraining(tx: Tx, companyId: number, id: number, v: TrainingValues) {
  const x = values(v);
  await tx.execute(sql`UPDATE trainings SET title = ${v.title}, description = ${x.description},
      provider = ${x.provider}, category_id = ${x.category}, starts_on = ${v.starts_on}, ends_on = ${v.ends_on},
      location = ${x.location}, link = ${x.link}, capacity = ${x.capacity}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

/** Enrols the listed employees not yet enrolled and removes those no longer listed. */
export async function setEnrolled(tx: Tx, companyId: number, trainingId: number, employeeIds: number[]) {
  await tx.execute(sql`DELETE FROM training_enrolments WHERE company_id = ${companyId}
    AND training_id = ${trainingId} AND NOT (employee_id = ANY(${pgArray(employeeIds)}::bigint[]))`);
  for (const employeeId of employeeIds)
    await tx.execute(sql`INSERT INTO training_enrolments (company_id, training_id, employee_id)
      VALUES (${companyId}, ${trainingId}, ${employeeId}) ON CONFLICT DO NOTHING`);
}

export async function deleteTraining(tx: Tx, companyId: number, id: number) {
  await tx.execute(sql`DELETE FROM trainings WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function setEnrolment(
  tx: Tx,
  companyId: number,
  id: number,
  v: { status: EnrolmentStatus; score: number | null },
) {
  await tx.execute(sql`UPDATE training_enrolments SET status = ${v.status}, score = ${v.score}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function setCertificate(tx: Tx, companyId: number, id: number, fileId: number) {
  await tx.execute(sql`UPDATE training_enrolments SET certificate_file_id = ${fileId}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function storageKey(tx: Tx, companyId: number, fileId: number): Promise<string | null> {
  const r = await tx.execute<{ storage_key: string }>(
    sql`SELECT storage_key FROM files WHERE company_id = ${companyId} AND id = ${fileId}`,
  );
  return r.rows[0]?.storage_key ?? null;
}
