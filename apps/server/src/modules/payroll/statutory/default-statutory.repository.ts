import type { Tx } from '../../../platform/db/database.ts';
import { companyRemittances, payrollTaxTables } from '../../../db/schema/index.ts';
import { DEFAULT_REMITTANCES, DEFAULT_TAX_TABLES } from './statutory-defaults.ts';

/** Gives a new company the statutory tables and remittances (migration 0023 did it for the rest). */
export async function createDefaultStatutory(tx: Tx, companyId: number): Promise<void> {
  await tx
    .insert(payrollTaxTables)
    .values(DEFAULT_TAX_TABLES.map((t) => ({ ...t, bands: [...t.bands], companyId })));
  await tx
    .insert(companyRemittances)
    .values(DEFAULT_REMITTANCES.map((r) => ({ ...r, companyId, enabled: true, isStatutory: true })));
}
