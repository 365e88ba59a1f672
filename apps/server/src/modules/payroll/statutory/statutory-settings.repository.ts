import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { companyRemittances, payrollTaxTables } from '../../../db/schema/index.ts';
import type { Remittance, TaxTable } from '../engine/statutory.ts';
import type { TaxBand } from './statutory-defaults.ts';

/**
 * What a payroll run needs from the statutory settings (ADR 43): every tax table version, oldest
 * first, and every company remittance (disabled ones too: the engine gives them 0). Every statement
 * names the company as well as relying on RLS.
 */

type TaxTableRow = typeof payrollTaxTables.$inferSelect;
type RemittanceRow = typeof companyRemittances.$inferSelect;

export function toTaxTable(row: TaxTableRow): TaxTable {
  return {
    id: row.id,
    regime: row.regime === 'pita' ? 'pita' : 'nta_2025',
    effectiveFrom: row.effectiveFrom,
    bands: row.bands as TaxBand[],
    rentReliefRate: row.rentReliefRate,
    rentReliefCapKobo: BigInt(row.rentReliefCapKobo),
    craFixedKobo: BigInt(row.craFixedKobo),
    craGrossRate: row.craGrossRate,
    craExtraRate: row.craExtraRate,
    minimumTaxRate: row.minimumTaxRate,
    minimumWageKobo: BigInt(row.minimumWageKobo),
    pensionEmployeeRate: row.pensionEmployeeRate,
    nhfRate: row.nhfRate,
    nhisRate: row.nhisRate,
  };
}

export function toRemittance(row: RemittanceRow): Remittance {
  const base = row.base === 'pensionable' || row.base === 'basic' ? row.base : 'gross';
  return {
    code: row.code,
    name: row.name,
    rate: row.rate,
    base,
    minHeadcount: row.minHeadcount,
    enabled: row.enabled,
  };
}

export async function loadStatutory(
  tx: Tx,
  companyId: number,
): Promise<{ taxTables: TaxTable[]; remittances: Remittance[] }> {
  const tables = await tx
    .select()
    .from(payrollTaxTables)
    .where(eq(payrollTaxTables.companyId, companyId))
    .orderBy(asc(payrollTaxTables.effectiveFrom));
  const remittances = await tx
    .select()
    .from(companyRemittances)
    .where(eq(companyRemittances.companyId, companyId))
    .orderBy(asc(companyRemittances.id));
  return { taxTables: tables.map(toTaxTable), remittances: remittances.map(toRemittance) };
}
