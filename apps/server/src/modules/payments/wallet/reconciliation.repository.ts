import { sql } from 'drizzle-orm';
import { koboToNaira, type Reconciliation } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import type { Database } from '../../../platform/db/database.ts';

/** The reconciliation's rows (ADR 57): one per company and day, the last one shown on the wallet. */

/** Reserved for transfers not yet handed to the provider: still in its account as far as it knows. */
export async function unsentKobo(tx: Tx, companyId: number): Promise<number> {
  const r = await tx.execute<{ sum: string }>(sql`
    SELECT COALESCE(sum(amount_kobo), 0)::text AS sum FROM wallet_transfers
    WHERE company_id = ${companyId} AND status = 'pending'`);
  return Number(r.rows[0]?.sum ?? 0);
}

export async function saveReconciliation(
  tx: Tx,
  companyId: number,
  ledgerKobo: number,
  providerKobo: number,
) {
  await tx.execute(sql`
    INSERT INTO wallet_reconciliations (company_id, day, ledger_kobo, provider_kobo, difference_kobo)
    SELECT ${companyId}, (now() AT TIME ZONE c.timezone)::date, ${ledgerKobo}, ${providerKobo}, ${ledgerKobo - providerKobo}
    FROM companies c WHERE c.id = ${companyId}
    ON CONFLICT (company_id, day) DO UPDATE SET ledger_kobo = EXCLUDED.ledger_kobo,
      provider_kobo = EXCLUDED.provider_kobo, difference_kobo = EXCLUDED.difference_kobo, checked_at = now()`);
}

export async function lastReconciliation(tx: Tx, companyId: number): Promise<Reconciliation | null> {
  const r = await tx.execute<{
    day: string;
    ledger_kobo: string | number;
    provider_kobo: string | number;
    difference_kobo: string | number;
    checked_at: string | Date;
  }>(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, ledger_kobo, provider_kobo, difference_kobo, checked_at
    FROM wallet_reconciliations WHERE company_id = ${companyId} ORDER BY day DESC LIMIT 1`);
  const row = r.rows[0];
  if (!row) return null;
  return {
    day: row.day,
    ledger_balance: koboToNaira(Number(row.ledger_kobo)),
    provider_balance: koboToNaira(Number(row.provider_kobo)),
    difference: koboToNaira(Number(row.difference_kobo)),
    matched: Number(row.difference_kobo) === 0,
    checked_at: (row.checked_at instanceof Date ? row.checked_at : new Date(row.checked_at)).toISOString(),
  };
}

/** Every company with a wallet, read as the owner (the daily job runs for all of them). */
// scoping: reads across tenants on purpose, only company ids, as the owner (the daily job's census)
export async function companiesWithWallet(database: Database): Promise<number[]> {
  const r = await database.owner.execute<{ company_id: string | number }>(
    sql`SELECT company_id FROM wallet_settings ORDER BY company_id`,
  );
  return r.rows.map((row) => Number(row.company_id));
}
