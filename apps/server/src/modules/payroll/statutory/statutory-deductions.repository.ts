import { and, asc, eq, sql } from 'drizzle-orm';
import type { StatutoryDeductionValues } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { companies, payrollScheduleRows, payrollTaxTables } from '../../../db/schema/index.ts';

/**
 * The tax table versions (ADR 43). A company keeps a handful, so the services read them all and
 * reason over the list (what is next, what is locked). Every statement names the company as well as
 * relying on RLS.
 */

export type TaxTableRow = typeof payrollTaxTables.$inferSelect;

export function listTaxTables(tx: Tx, companyId: number, lock = false): Promise<TaxTableRow[]> {
  const q = tx
    .select()
    .from(payrollTaxTables)
    .where(eq(payrollTaxTables.companyId, companyId))
    .orderBy(asc(payrollTaxTables.effectiveFrom));
  return lock ? q.for('update') : q;
}

/**
 * The confirmed payroll months ('YYYY-MM-01') and the versions confirmed rows name: what no write may
 * change the rules of.
 */
export async function confirmedMonths(
  tx: Tx,
  companyId: number,
): Promise<{ months: string[]; tableIds: Set<number> }> {
  const rows = await tx
    .selectDistinct({
      month: sql<string>`to_char(make_date(${payrollScheduleRows.year}::int, ${payrollScheduleRows.month}::int, 1), 'YYYY-MM-DD')`,
      taxTableId: payrollScheduleRows.taxTableId,
    })
    .from(payrollScheduleRows)
    .where(and(eq(payrollScheduleRows.companyId, companyId), eq(payrollScheduleRows.status, 'confirmed')));
  const tableIds = new Set<number>();
  for (const r of rows) if (r.taxTableId !== null) tableIds.add(r.taxTableId);
  return { months: [...new Set(rows.map((r) => r.month))], tableIds };
}

const columns = (v: StatutoryDeductionValues) => ({
  name: v.name,
  regime: v.regime,
  effectiveFrom: v.effective_from,
  bands: v.bands,
  rentReliefRate: v.rent_relief_rate,
  rentReliefCapKobo: v.rent_relief_cap,
  craFixedKobo: v.cra_fixed,
  craGrossRate: v.cra_gross_rate,
  craExtraRate: v.cra_extra_rate,
  minimumTaxRate: v.minimum_tax_rate,
  minimumWageKobo: v.minimum_wage,
  pensionEmployeeRate: v.pension_employee_rate,
  nhfRate: v.nhf_rate,
  nhisRate: v.nhis_rate,
});

export async function insertTaxTable(
  tx: Tx,
  companyId: number,
  v: StatutoryDeductionValues,
): Promise<number> {
  const [row] = await tx
    .insert(payrollTaxTables)
    .values({ ...columns(v), companyId })
    .returning({ id: payrollTaxTables.id });
  if (!row) throw new Error('tax table insert returned no row');
  return row.id;
}

export async function updateTaxTable(
  tx: Tx,
  companyId: number,
  id: number,
  v: StatutoryDeductionValues,
): Promise<void> {
  await tx
    .update(payrollTaxTables)
    .set({ ...columns(v), updatedAt: new Date() })
    .where(and(eq(payrollTaxTables.companyId, companyId), eq(payrollTaxTables.id, id)));
}

export async function deleteTaxTable(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx
    .delete(payrollTaxTables)
    .where(and(eq(payrollTaxTables.companyId, companyId), eq(payrollTaxTables.id, id)));
}

export async function nhfDefault(tx: Tx, companyId: number): Promise<boolean> {
  const [row] = await tx
    .select({ nhfDefault: companies.nhfDefault })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.nhfDefault ?? true;
}

export async function setNhfDefault(tx: Tx, companyId: number, value: boolean): Promise<void> {
  await tx
    .update(companies)
    .set({ nhfDefault: value, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}
