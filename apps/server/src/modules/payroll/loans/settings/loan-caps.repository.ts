import { sql } from 'drizzle-orm';
import { koboToNaira, type LoanCapModelType, type LoanCapRow } from '@clockroom/contracts';
import type { Tx } from '../../../../platform/db/database.ts';
import { pgArray } from '../../../../platform/db/pg-array.ts';

/**
 * Loan caps (payroll_loan_caps) beside the branches (`station_name`) or the employee grades
 * (`grade_name`) they are set on. Every statement names the company as well as relying on RLS.
 */

// The two models a cap is set on, as plain table and column names of this module's own choosing.
const MODELS = {
  branch: { table: sql`branches`, name: sql`station_name` },
  grade: { table: sql`employee_grades`, name: sql`grade_name` },
} as const;

type CapRow = { model_id: string | number; name: string; amount_kobo: string | number | null };

/** Every branch (or grade) of the company, by name, with its cap or null; `search` on the name. */
export async function listCaps(
  tx: Tx,
  companyId: number,
  modelType: LoanCapModelType,
  search: string | undefined,
): Promise<LoanCapRow[]> {
  const m = MODELS[modelType];
  const r = await tx.execute<CapRow>(sql`
    SELECT x.id AS model_id, x.${m.name} AS name, c.amount_kobo
    FROM ${m.table} x
    LEFT JOIN payroll_loan_caps c ON c.company_id = x.company_id AND c.model_type = ${modelType}
      AND c.model_id = x.id
    WHERE x.company_id = ${companyId} ${search ? sql`AND x.${m.name} ILIKE ${`%${search}%`}` : sql``}
    ORDER BY lower(x.${m.name}), x.id`);
  return r.rows.map((row) => ({
    model_type: modelType,
    model_id: Number(row.model_id),
    name: row.name,
    amount: row.amount_kobo === null ? null : koboToNaira(Number(row.amount_kobo)),
  }));
}

/** Which of these ids are the company's branches (or grades). */
export async function existingModelIds(
  tx: Tx,
  companyId: number,
  modelType: LoanCapModelType,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const r = await tx.execute<{ id: string | number }>(sql`SELECT id FROM ${MODELS[modelType].table}
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[])`);
  return new Set(r.rows.map((row) => Number(row.id)));
}

/** The caps as stored, for the audit's before and after. */
export async function capsOf(tx: Tx, companyId: number, modelType: LoanCapModelType) {
  const r = await tx.execute<{ model_id: string | number; amount_kobo: string | number }>(sql`
    SELECT model_id, amount_kobo FROM payroll_loan_caps
    WHERE company_id = ${companyId} AND model_type = ${modelType} ORDER BY model_id`);
  return r.rows.map((row) => ({
    model_id: Number(row.model_id),
    amount: koboToNaira(Number(row.amount_kobo)),
  }));
}

export async function upsertCaps(
  tx: Tx,
  companyId: number,
  modelType: LoanCapModelType,
  caps: readonly { model_id: number; amount_kobo: number }[],
) {
  if (caps.length === 0) return;
  await tx.execute(sql`
    INSERT INTO payroll_loan_caps (company_id, model_type, model_id, amount_kobo)
    SELECT ${companyId}, ${modelType}, m, a
    FROM unnest(${pgArray(caps.map((c) => c.model_id))}::bigint[],
      ${pgArray(caps.map((c) => c.amount_kobo))}::bigint[]) AS u(m, a)
    ON CONFLICT (company_id, model_type, model_id)
    DO UPDATE SET amount_kobo = EXCLUDED.amount_kobo, updated_at = now()`);
}

export async function removeCaps(
  tx: Tx,
  companyId: number,
  modelType: LoanCapModelType,
  ids: readonly number[],
) {
  if (ids.length === 0) return;
  await tx.execute(sql`DELETE FROM payroll_loan_caps
    WHERE company_id = ${companyId} AND model_type = ${modelType}
      AND model_id = ANY(${pgArray(ids)}::bigint[])`);
}
