import { sql } from 'drizzle-orm';
import type { BenefitDeductionType, BenefitDeductionTypeValues } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { childCount } from '../../../platform/db/related-rows.ts';
import { payrollBenefitDeductions as records } from '../../../db/schema/index.ts';
import { filteredPage } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { expectRow } from '../../../platform/db/rows.ts';

/**
 * Benefit and deduction types (payroll_benefit_deduction_types; ADR 54). Every statement names the
 * company as well as relying on RLS (ADR 18).
 */

type TypeRow = {
  id: string | number;
  name: string;
  is_deduction: boolean;
  is_taxable: boolean;
  description: string | null;
  records_count: string | number;
};

const toType = (r: TypeRow): BenefitDeductionType => ({
  id: Number(r.id),
  name: r.name,
  is_deduction: r.is_deduction,
  is_taxable: r.is_taxable,
  description: r.description,
  kind: r.is_deduction ? 'deduction' : 'benefit',
  records_count: Number(r.records_count),
});

// scoping: the statement's start; every caller adds `WHERE t.company_id = ${companyId}`
const select = sql`SELECT t.id, t.name, t.is_deduction, t.is_taxable, t.description,
    ${childCount(records, records.typeId, sql`t`, { type: 'bigint' })} AS records_count
  FROM payroll_benefit_deduction_types t`;

export async function listTypes(
  tx: Tx,
  companyId: number,
  f: { search?: string | undefined; kind?: 'benefit' | 'deduction' | undefined },
  limit: number,
  offset: number,
): Promise<{ results: BenefitDeductionType[]; total: number }> {
  const where = sql`t.company_id = ${companyId}
    ${f.search ? sql`AND t.name ILIKE ${`%${f.search}%`}` : sql``}
    ${f.kind ? sql`AND t.is_deduction = ${f.kind === 'deduction'}` : sql``}`;
  const from = sql`payroll_benefit_deduction_types t`;
  return filteredPage(tx, { select, from, where, order: sql`lower(t.name), t.id`, limit, offset }, toType);
}

export async function findTypes(
  tx: Tx,
  companyId: number,
  ids: readonly number[],
  lock = false,
): Promise<BenefitDeductionType[]> {
  if (ids.length === 0) return [];
  const r = await tx.execute<TypeRow>(sql`${select}
    WHERE t.company_id = ${companyId} AND t.id = ANY(${pgArray(ids)}::bigint[])
    ORDER BY t.id ${lock ? sql`FOR UPDATE OF t` : sql``}`);
  return r.rows.map(toType);
}

/** Another type of the company already has this name (case-insensitive). */
export async function nameTaken(tx: Tx, companyId: number, name: string, exceptId?: number) {
  const r = await tx.execute(sql`SELECT 1 FROM payroll_benefit_deduction_types
    WHERE company_id = ${companyId} AND lower(name) = lower(${name})
      ${exceptId === undefined ? sql`` : sql`AND id <> ${exceptId}`}`);
  return r.rows.length > 0;
}

export async function insertType(tx: Tx, companyId: number, v: BenefitDeductionTypeValues): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO payroll_benefit_deduction_types (company_id, name, is_deduction, is_taxable, description)
    VALUES (${companyId}, ${v.name}, ${v.is_deduction}, ${v.is_taxable}, ${v.description}) RETURNING id`);
  return Number(expectRow(r.rows, 'the new benefit or deduction type').id);
}

export async function updateType(tx: Tx, companyId: number, id: number, v: BenefitDeductionTypeValues) {
  await tx.execute(sql`UPDATE payroll_benefit_deduction_types SET name = ${v.name},
    is_deduction = ${v.is_deduction}, is_taxable = ${v.is_taxable}, description = ${v.description},
    updated_at = now() WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function deleteTypes(tx: Tx, companyId: number, ids: readonly number[]) {
  await tx.execute(sql`DELETE FROM payroll_benefit_deduction_types
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[])`);
}
