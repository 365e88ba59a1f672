import { sql } from 'drizzle-orm';
import { koboToNaira, type WalletStats } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { accountBalance } from './ledger.repository.ts';
import { lastReconciliation } from './reconciliation.repository.ts';

/**
 * The wallet's figures (ADR 57), all from the ledger and the transfers: the balance, what was paid
 * out this month (the company's month), what is reserved for transfers on their way, and what failed
 * this month and is not yet paid by a retry.
 */
export async function walletStats(tx: Tx, companyId: number): Promise<WalletStats> {
  const balance = await accountBalance(tx, companyId, 'wallet');
  const r = await tx.execute<{
    paid: string;
    paid_count: number;
    pending: string;
    pending_count: number;
    failed: string;
    failed_count: number;
  }>(sql`
    WITH month AS (
      SELECT date_trunc('month', now() AT TIME ZONE c.timezone) AT TIME ZONE c.timezone AS start
      FROM companies c WHERE c.id = ${companyId}
    )
    SELECT
      COALESCE(sum(t.amount_kobo) FILTER (WHERE t.status = 'paid' AND t.settled_at >= month.start), 0)::text AS paid,
      count(*) FILTER (WHERE t.status = 'paid' AND t.settled_at >= month.start)::int AS paid_count,
      COALESCE(sum(t.amount_kobo) FILTER (WHERE t.status IN ('pending', 'processing')), 0)::text AS pending,
      count(*) FILTER (WHERE t.status IN ('pending', 'processing'))::int AS pending_count,
      COALESCE(sum(t.amount_kobo) FILTER (WHERE t.status = 'failed' AND t.created_at >= month.start
        AND NOT EXISTS (SELECT 1 FROM wallet_transfers l WHERE l.company_id = t.company_id
          AND l.line_id = t.line_id AND l.status <> 'failed')), 0)::text AS failed,
      count(*) FILTER (WHERE t.status = 'failed' AND t.created_at >= month.start
        AND NOT EXISTS (SELECT 1 FROM wallet_transfers l WHERE l.company_id = t.company_id
          AND l.line_id = t.line_id AND l.status <> 'failed'))::int AS failed_count
    FROM month LEFT JOIN wallet_transfers t ON t.company_id = ${companyId}
    GROUP BY month.start`);
  const chart = await tx.execute<{ month: string; paid_in: string; paid_out: string }>(sql`
    WITH months AS (
      SELECT generate_series(date_trunc('month', now() AT TIME ZONE c.timezone) - interval '5 months',
        date_trunc('month', now() AT TIME ZONE c.timezone), interval '1 month') AS m, c.timezone
      FROM companies c WHERE c.id = ${companyId}
    )
    SELECT to_char(months.m, 'YYYY-MM') AS month,
      COALESCE(sum(e.amount_kobo) FILTER (WHERE e.account = 'funding'), 0)::text AS paid_in,
      COALESCE(sum(e.amount_kobo) FILTER (WHERE e.account = 'paid_out'), 0)::text AS paid_out
    FROM months LEFT JOIN wallet_ledger_entries e ON e.company_id = ${companyId}
      AND e.account IN ('funding', 'paid_out')
      AND date_trunc('month', e.created_at AT TIME ZONE months.timezone) = months.m
    GROUP BY months.m ORDER BY months.m`);
  const s = r.rows[0];
  return {
    currency: 'NGN',
    balance: koboToNaira(balance),
    paid_this_month: koboToNaira(Number(s?.paid ?? 0)),
    paid_this_month_count: Number(s?.paid_count ?? 0),
    pending: koboToNaira(Number(s?.pending ?? 0)),
    pending_count: Number(s?.pending_count ?? 0),
    failed: koboToNaira(Number(s?.failed ?? 0)),
    failed_count: Number(s?.failed_count ?? 0),
    chart: chart.rows.map((c) => ({
      month: c.month,
      // Funding entries are the negative side of each pay-in.
      paid_in: koboToNaira(-Number(c.paid_in)),
      paid_out: koboToNaira(Number(c.paid_out)),
    })),
    reconciliation: await lastReconciliation(tx, companyId),
  };
}
