import { sql } from 'drizzle-orm';
import type {
  AppraisalGeneral,
  AppraisalGeneralValues,
  AppraisalGrade,
  AppraisalGradeValues,
  AppraiserSetting,
  AppraiserValues,
  Scorecard,
  ScorecardValues,
} from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { expectRow } from '../../../platform/db/rows.ts';
import { DEFAULT_GRADES } from './default-grades.ts';

/**
 * The appraisal settings' rows (ADR 64): general settings, grades (seeded once per company),
 * scorecards (sections and KPIs in jsonb, KPI ids numbered within the scorecard) and appraisers.
 * Every statement names the company as well as relying on RLS (ADR 18).
 */

type Raw = Record<string, unknown>;
const iso = (v: unknown) => new Date(String(v)).toISOString();
const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
const asJson = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

const toGeneral = (r: Raw): AppraisalGeneral => ({
  id: Number(r.id),
  name: String(r.name),
  year: Number(r.year),
  appraisalPeriods: asJson(r.periods),
  self_appraisal_weight: Number(r.self_weight),
  appraiser_weight: Number(r.appraiser_weight),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export async function listGeneral(tx: Tx, companyId: number, id?: number): Promise<AppraisalGeneral[]> {
  const r = await tx.execute<Raw>(sql`SELECT * FROM appraisal_settings WHERE company_id = ${companyId}
    ${id === undefined ? sql`` : sql`AND id = ${id}`} ORDER BY year DESC, id DESC`);
  return r.rows.map(toGeneral);
}

export async function saveGeneral(tx: Tx, companyId: number, v: AppraisalGeneralValues, id?: number) {
  if (id !== undefined) {
    await tx.execute(sql`UPDATE appraisal_settings SET name = ${v.name}, year = ${v.year}, periods = ${json(v.appraisalPeriods)},
      self_weight = ${v.self_appraisal_weight}, appraiser_weight = ${v.appraiser_weight}, updated_at = now()
      WHERE company_id = ${companyId} AND id = ${id}`);
    return id;
  }
  const r = await tx.execute<{
    id: number;
  }>(sql`INSERT INTO appraisal_settings (company_id, name, year, periods, self_weight, appraiser_weight)
    VALUES (${companyId}, ${v.name}, ${v.year}, ${json(v.appraisalPeriods)}, ${v.self_appraisal_weight}, ${v.appraiser_weight}) RETURNING id`);
  return Number(expectRow(r.rows, 'appraisal settings insert').id);
}

/** How many groups use a general setting or a scorecard (`initiated` counts only initiated and ended ones). */
export async function groupsUsing(
  tx: Tx,
  companyId: number,
  column: 'setting_id' | 'scorecard_id',
  id: number,
  initiated = false,
) {
  const r = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM appraisal_groups
    WHERE company_id = ${companyId} AND ${sql.identifier(column)} = ${id} ${initiated ? sql`AND status <> 'draft'` : sql``}`);
  return Number(r.rows[0]?.n ?? 0);
}

export async function deleteRow(
  tx: Tx,
  companyId: number,
  table: 'appraisal_settings' | 'appraisal_grades' | 'appraisal_scorecards' | 'appraisal_appraisers',
  id: number,
) {
  await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE company_id = ${companyId} AND id = ${id}`);
}

/**
 * The default grades, when a company is provisioned (those that existed before got them from migration
 * 0032), once: the appraisal_grade_seeds row says so, and a company that deleted them keeps them deleted.
 */
export async function createDefaultGrades(tx: Tx, companyId: number): Promise<void> {
  const seeded = await tx.execute(sql`INSERT INTO appraisal_grade_seeds (company_id) VALUES (${companyId})
    ON CONFLICT (company_id) DO NOTHING RETURNING company_id`);
  if (seeded.rows.length === 0) return;
  for (const g of DEFAULT_GRADES)
    await tx.execute(sql`INSERT INTO appraisal_grades (company_id, name, min_score, max_score, description)
      VALUES (${companyId}, ${g.name}, ${g.min_score}, ${g.max_score}, ${g.description}) ON CONFLICT DO NOTHING`);
}

/** The grades, highest band first (the five defaults are written at provisioning, default-grades.ts). */
export async function listGrades(tx: Tx, companyId: number): Promise<AppraisalGrade[]> {
  const r = await tx.execute<Raw>(sql`SELECT id, name, min_score, max_score, description FROM appraisal_grades
    WHERE company_id = ${companyId} ORDER BY min_score DESC, id`);
  return r.rows.map((x) => ({
    id: Number(x.id),
    name: String(x.name),
    min_score: Number(x.min_score),
    max_score: Number(x.max_score),
    description: x.description === null ? null : String(x.description),
  }));
}

export async function saveGrade(tx: Tx, companyId: number, v: AppraisalGradeValues, id?: number) {
  if (id !== undefined) {
    await tx.execute(sql`UPDATE appraisal_grades SET name = ${v.name}, min_score = ${v.min_score}, max_score = ${v.max_score},
      description = ${v.description ?? null} WHERE company_id = ${companyId} AND id = ${id}`);
    return id;
  }
  const r = await tx.execute<{
    id: number;
  }>(sql`INSERT INTO appraisal_grades (company_id, name, min_score, max_score, description)
    VALUES (${companyId}, ${v.name}, ${v.min_score}, ${v.max_score}, ${v.description ?? null}) RETURNING id`);
  return Number(expectRow(r.rows, 'appraisal grade insert').id);
}

type StoredSection = Scorecard['sections'][number];

/** Numbers the KPIs 1, 2, … in order: the ids ratings name. */
export function numberKpis(v: ScorecardValues): StoredSection[] {
  let next = 1;
  return v.sections.map((s) => ({
    name: s.name,
    weight: s.weight,
    kpis: s.kpis.map((k) => ({
      id: next++,
      name: k.name,
      description: k.description ?? null,
      weight: k.weight,
      target: k.target ?? null,
    })),
  }));
}

export async function listScorecards(tx: Tx, companyId: number, ids?: number[]): Promise<Scorecard[]> {
  const r =
    await tx.execute<Raw>(sql`SELECT s.*, EXISTS (SELECT 1 FROM appraisal_groups g WHERE g.company_id = s.company_id
      AND g.scorecard_id = s.id AND g.status <> 'draft') AS locked
    FROM appraisal_scorecards s WHERE s.company_id = ${companyId}
    ${ids === undefined ? sql`` : sql`AND s.id = ANY(${pgArray(ids)}::bigint[])`} ORDER BY s.name, s.id`);
  return r.rows.map((x) => ({
    id: Number(x.id),
    name: String(x.name),
    sections: asJson(x.sections),
    rating_scale: asJson(x.rating_scale),
    locked: x.locked === true || x.locked === 't',
    created_at: iso(x.created_at),
    updated_at: iso(x.updated_at),
  }));
}

export async function saveScorecard(tx: Tx, companyId: number, v: ScorecardValues, id?: number) {
  const sections = json(numberKpis(v));
  const scale = json({ min: v.rating_scale.min, max: v.rating_scale.max, labels: v.rating_scale.labels });
  if (id !== undefined) {
    await tx.execute(sql`UPDATE appraisal_scorecards SET name = ${v.name}, sections = ${sections}, rating_scale = ${scale},
      updated_at = now() WHERE company_id = ${companyId} AND id = ${id}`);
    return id;
  }
  const r = await tx.execute<{
    id: number;
  }>(sql`INSERT INTO appraisal_scorecards (company_id, name, sections, rating_scale)
    VALUES (${companyId}, ${v.name}, ${sections}, ${scale}) RETURNING id`);
  return Number(expectRow(r.rows, 'scorecard insert').id);
}

export async function listAppraisers(tx: Tx, companyId: number, id?: number): Promise<AppraiserSetting[]> {
  const r = await tx.execute<Raw>(sql`SELECT a.id, a.appraiser_id, a.employee_ids,
      concat_ws(' ', e.first_name, e.last_name) AS appraiser_name
    FROM appraisal_appraisers a JOIN employees e ON e.company_id = a.company_id AND e.id = a.appraiser_id
    WHERE a.company_id = ${companyId} ${id === undefined ? sql`` : sql`AND a.id = ${id}`} ORDER BY appraiser_name, a.id`);
  const ids = [...new Set(r.rows.flatMap((x) => asJson<number[]>(x.employee_ids)))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await tx.execute<Raw>(sql`SELECT id, concat_ws(' ', first_name, last_name) AS name FROM employees
            WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[])`)
        ).rows.map((x) => [Number(x.id), String(x.name)] as const),
  );
  return r.rows.map((x) => {
    const employeeIds = asJson<number[]>(x.employee_ids).filter((e) => names.has(e));
    return {
      id: Number(x.id),
      appraiser_id: Number(x.appraiser_id),
      appraiser_name: String(x.appraiser_name),
      employee_ids: employeeIds,
      employees: employeeIds.map((e) => ({ id: e, name: names.get(e) ?? '' })),
    };
  });
}

export async function saveAppraiser(tx: Tx, companyId: number, v: AppraiserValues, id?: number) {
  const ids = json([...new Set(v.employee_ids)]);
  if (id !== undefined) {
    await tx.execute(sql`UPDATE appraisal_appraisers SET appraiser_id = ${v.appraiser_id}, employee_ids = ${ids}, updated_at = now()
      WHERE company_id = ${companyId} AND id = ${id}`);
    return id;
  }
  const r = await tx.execute<{
    id: number;
  }>(sql`INSERT INTO appraisal_appraisers (company_id, appraiser_id, employee_ids)
    VALUES (${companyId}, ${v.appraiser_id}, ${ids}) RETURNING id`);
  return Number(expectRow(r.rows, 'appraiser insert').id);
}

/** How many of these ids are the company's employees. */
export async function countEmployees(tx: Tx, companyId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const r = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM employees
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[])`);
  return Number(r.rows[0]?.n ?? 0);
}
