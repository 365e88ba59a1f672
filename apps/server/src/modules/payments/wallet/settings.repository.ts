import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';

/** The wallet's settings row (ADR 57): the provider and the default payment option. */

export async function readSettings(
  tx: Tx,
  companyId: number,
): Promise<{ provider: string; defaultPaymentOptionId: number | null } | undefined> {
  const r = await tx.execute<{ provider: string; default_payment_option_id: string | number | null }>(sql`
    SELECT provider, default_payment_option_id FROM wallet_settings WHERE company_id = ${companyId}`);
  const row = r.rows[0];
  if (!row) return undefined;
  const option = row.default_payment_option_id;
  return { provider: row.provider, defaultPaymentOptionId: option === null ? null : Number(option) };
}

/** Saves them; the caller has made and locked the row (lockWallet). */
export async function writeSettings(
  tx: Tx,
  companyId: number,
  v: { provider: string; defaultPaymentOptionId: number | null },
): Promise<void> {
  await tx.execute(sql`
    UPDATE wallet_settings SET provider = ${v.provider}, default_payment_option_id = ${v.defaultPaymentOptionId},
      updated_at = now()
    WHERE company_id = ${companyId}`);
}
