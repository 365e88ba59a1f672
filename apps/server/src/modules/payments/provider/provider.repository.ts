import { sql } from 'drizzle-orm';
import type { Bank, VirtualAccount } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import type { ProviderVirtualAccount } from './payout-provider.ts';

/** The provider area's reads and writes (ADR 57): banks, virtual accounts, webhook events seen. */

export async function listBanks(tx: Tx): Promise<Bank[]> {
  const r = await tx.execute<{ id: string | number; name: string; code: string }>(
    sql`SELECT id, name, code FROM banks ORDER BY name`,
  );
  return r.rows.map((b) => ({ id: Number(b.id), name: b.name, code: b.code }));
}

export async function bankName(tx: Tx, code: string): Promise<string | undefined> {
  const r = await tx.execute<{ name: string }>(sql`SELECT name FROM banks WHERE code = ${code}`);
  return r.rows[0]?.name;
}

type Raw = {
  id: string | number;
  provider: string;
  account_number: string;
  account_name: string;
  bank_name: string;
  bank_code: string;
  reference: string;
  created_at: string | Date;
};

const toVirtualAccount = (r: Raw): VirtualAccount => ({
  id: Number(r.id),
  provider: r.provider,
  account_number: r.account_number,
  account_name: r.account_name,
  bank_name: r.bank_name,
  bank_code: r.bank_code,
  reference: r.reference,
  created_at: (r.created_at instanceof Date ? r.created_at : new Date(r.created_at)).toISOString(),
});

export async function virtualAccounts(
  tx: Tx,
  companyId: number,
  provider?: string,
): Promise<VirtualAccount[]> {
  const r = await tx.execute<Raw>(sql`
    SELECT * FROM wallet_virtual_accounts WHERE company_id = ${companyId}
      ${provider ? sql`AND provider = ${provider}` : sql``}
    ORDER BY id`);
  return r.rows.map(toVirtualAccount);
}

export async function insertVirtualAccount(
  tx: Tx,
  companyId: number,
  provider: string,
  opened: ProviderVirtualAccount,
): Promise<VirtualAccount> {
  const r = await tx.execute<Raw>(sql`
    INSERT INTO wallet_virtual_accounts (company_id, provider, account_number, account_name, bank_name, bank_code, reference)
    VALUES (${companyId}, ${provider}, ${opened.accountNumber}, ${opened.accountName}, ${opened.bankName},
      ${opened.bankCode}, ${opened.reference})
    ON CONFLICT (company_id, provider) DO UPDATE SET reference = EXCLUDED.reference
    RETURNING *`);
  const row = r.rows[0];
  if (!row) throw new Error('the virtual account was not stored');
  return toVirtualAccount(row);
}

/** The company's name, or undefined when there is no such company (a webhook's made-up reference). */
export async function companyName(tx: Tx, companyId: number): Promise<string | undefined> {
  const r = await tx.execute<{ name: string }>(
    sql`SELECT company_name AS name FROM companies WHERE id = ${companyId}`,
  );
  return r.rows[0]?.name;
}

/** Records an event id; false when it was seen before (a replay). */
export async function firstSeen(
  tx: Tx,
  companyId: number,
  provider: string,
  eventId: string,
  type: string,
): Promise<boolean> {
  const r = await tx.execute(sql`
    INSERT INTO wallet_webhook_events (company_id, provider, event_id, type)
    VALUES (${companyId}, ${provider}, ${eventId}, ${type})
    ON CONFLICT DO NOTHING RETURNING event_id`);
  return r.rows.length > 0;
}

/** The sandbox's own books: what it credited, less what it accepted and did not fail. */
export async function sandboxStatement(tx: Tx, companyId: number): Promise<number> {
  const r = await tx.execute<{ balance: string }>(sql`
    SELECT (COALESCE((SELECT sum(amount_kobo) FROM wallet_payins
                       WHERE company_id = ${companyId} AND status = 'settled'), 0)
          - COALESCE((SELECT sum(amount_kobo) FROM wallet_transfers
                       WHERE company_id = ${companyId} AND status IN ('processing', 'paid')), 0))::text AS balance`);
  return Number(r.rows[0]?.balance ?? 0);
}
