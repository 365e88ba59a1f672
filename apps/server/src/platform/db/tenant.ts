import { sql } from 'drizzle-orm';
import type { Tx } from './database.ts';

/** Sets the tenant for the rest of the transaction; every RLS policy reads it. */
export async function setTenant(tx: Tx, companyId: number): Promise<void> {
  await tx.execute(sql`SELECT set_config('app.company_id', ${String(companyId)}, true)`);
}
