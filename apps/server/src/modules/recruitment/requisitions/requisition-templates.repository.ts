import { sql } from 'drizzle-orm';
import type { RequisitionTemplate, RequisitionTemplateValues } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { filteredPage } from '../../../platform/db/paging.ts';
import { expectRow } from '../../../platform/db/rows.ts';
import { toKobo, toNaira } from './requisition-rules.ts';

/** Requisition templates (requisition_templates; ADR 66). */

type Raw = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const SELECT = sql`SELECT t.id, t.name, t.description, t.department_id, d.department_name, t.designation_id,
    g.designation_name, t.employment_type, t.headcount, t.justification, t.budget_min_kobo, t.budget_max_kobo,
    (SELECT count(*)::int FROM job_requests r WHERE r.company_id = t.company_id AND r.template_id = t.id) AS requests_count
  FROM requisition_templates t
  LEFT JOIN departments d ON d.company_id = t.company_id AND d.id = t.department_id
  LEFT JOIN employee_designations g ON g.company_id = t.company_id AND g.id = t.designation_id`;

const toTemplate = (r: Raw): RequisitionTemplate => ({
  id: Number(r.id),
  name: String(r.name),
  description: str(r.description),
  department_id: num(r.department_id),
  department_name: str(r.department_name),
  designation_id: num(r.designation_id),
  designation_name: str(r.designation_name),
  employment_type: str(r.employment_type) as RequisitionTemplate['employment_type'],
  headcount: num(r.headcount),
  justification: str(r.justification),
  budget_min: toNaira(r.budget_min_kobo),
  budget_max: toNaira(r.budget_max_kobo),
  requests_count: Number(r.requests_count),
});

export async function listTemplates(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const where = sql`t.company_id = ${companyId} ${search ? sql`AND t.name ILIKE ${`%${search}%`}` : sql``}`;
  const from = sql`requisition_templates t`;
  const order = sql`lower(t.name), t.id`;
  return filteredPage(tx, { select: SELECT, from, where, order, limit, offset }, toTemplate);
}

export async function findTemplate(tx: Tx, companyId: number, id: number) {
  const r = await tx.execute<Raw>(sql`${SELECT} WHERE t.company_id = ${companyId} AND t.id = ${id}`);
  return r.rows[0] ? toTemplate(r.rows[0]) : null;
}

export async function insertTemplate(tx: Tx, companyId: number, v: RequisitionTemplateValues) {
  const r = await tx.execute<{ id: number | string }>(sql`INSERT INTO requisition_templates (company_id, name,
      description, department_id, designation_id, employment_type, headcount, justification, budget_min_kobo, budget_max_kobo)
    VALUES (${companyId}, ${v.name}, ${v.description ?? null}, ${v.department_id ?? null}, ${v.designation_id ?? null},
      ${v.employment_type}, ${v.headcount}, ${v.justification ?? null}, ${toKobo(v.budget_min)}, ${toKobo(v.budget_max)})
    RETURNING id`);
  return Number(expectRow(r.rows, 'requisition template insert').id);
}

export async function updateTemplate(tx: Tx, companyId: number, id: number, v: RequisitionTemplateValues) {
  await tx.execute(sql`UPDATE requisition_templates SET name = ${v.name}, description = ${v.description ?? null},
      department_id = ${v.department_id ?? null}, designation_id = ${v.designation_id ?? null},
      employment_type = ${v.employment_type}, headcount = ${v.headcount}, justification = ${v.justification ?? null},
      budget_min_kobo = ${toKobo(v.budget_min)}, budget_max_kobo = ${toKobo(v.budget_max)}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function deleteTemplate(tx: Tx, companyId: number, id: number) {
  await tx.execute(sql`DELETE FROM requisition_templates WHERE company_id = ${companyId} AND id = ${id}`);
}
