import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { companies, companyModules, employees, payments } from '../../db/schema/index.ts';
import { selectedPage } from '../../platform/db/paging.ts';
import { expectRow, updateCompanyRow } from '../../platform/db/rows.ts';

/*
 * RLS already confines every query to the request's tenant; the explicit company filters are the
 * second lock (ARCHITECTURE §7) and let a Citus cluster route each query to one shard.
 */

export async function insertPayment(
  tx: Tx,
  row: {
    companyId: number;
    reference: string;
    planId: string;
    modules: string[];
    employees: number;
    amount: number;
    currency: string;
  },
): Promise<number> {
  const p = expectRow(
    await tx
      .insert(payments)
      .values({ ...row, status: 'pending' })
      .returning({ id: payments.id }),
    'the new payment',
  );
  return p.id;
}

/** Locks the row, so two requests on one reference (a double click) take turns instead of racing. */
export async function findPaymentForUpdate(tx: Tx, companyId: number, reference: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.reference, reference)))
    .limit(1)
    .for('update');
  return row;
}

export async function markPaymentPaid(tx: Tx, companyId: number, id: number, paidAt: Date): Promise<void> {
  await updateCompanyRow(tx, payments, companyId, id, { status: 'paid', paidAt });
}

export async function markPaymentFailed(tx: Tx, companyId: number, id: number): Promise<void> {
  await updateCompanyRow(tx, payments, companyId, id, { status: 'failed' });
}

/**
 * Marks the payment applied, once: the `verified_at IS NULL` condition gives a second caller false,
 * so a subscription is never extended twice for one payment.
 */
export async function claimVerification(
  tx: Tx,
  companyId: number,
  id: number,
  paidAt: Date,
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({
      status: 'paid',
      paidAt: sql`coalesce(${payments.paidAt}, ${paidAt.toISOString()}::timestamptz)`,
      verifiedAt: new Date(),
    })
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id), isNull(payments.verifiedAt)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

export interface ModuleExpiry {
  module: string;
  expiresAt: Date | null;
}

/** The company's modules and expiries, locked while a payment extends them. */
export async function moduleExpiriesForUpdate(tx: Tx, companyId: number): Promise<ModuleExpiry[]> {
  return tx
    .select({ module: companyModules.module, expiresAt: companyModules.expiresAt })
    .from(companyModules)
    .where(eq(companyModules.companyId, companyId))
    .orderBy(companyModules.id)
    .for('update');
}

export async function setAccountType(tx: Tx, companyId: number, accountType: string): Promise<void> {
  await tx.update(companies).set({ accountType, updatedAt: new Date() }).where(eq(companies.id, companyId));
}

export async function subscriptionState(
  tx: Tx,
  companyId: number,
): Promise<{ accountType: string; modules: ModuleExpiry[] }> {
  const [company] = await tx
    .select({ accountType: companies.accountType })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  const modules = await tx
    .select({ module: companyModules.module, expiresAt: companyModules.expiresAt })
    .from(companyModules)
    .where(eq(companyModules.companyId, companyId))
    .orderBy(companyModules.id);
  return { accountType: company?.accountType ?? 'basic', modules };
}

export async function listPayments(
  tx: Tx,
  companyId: number,
  opts: { offset: number; limit: number; search?: string | undefined },
) {
  const conditions: (SQL | undefined)[] = [eq(payments.companyId, companyId)];
  if (opts.search) {
    const like = `%${opts.search}%`;
    conditions.push(
      or(ilike(payments.reference, like), ilike(payments.planId, like), ilike(payments.status, like)),
    );
  }
  const where = and(...conditions);
  const columns = {
    id: payments.id,
    reference: payments.reference,
    plan_id: payments.planId,
    modules: payments.modules,
    employees: payments.employees,
    amount: payments.amount,
    currency: payments.currency,
    status: payments.status,
    paid_at: payments.paidAt,
    created_at: payments.createdAt,
  };
  const order = [desc(payments.createdAt), desc(payments.id)];
  return selectedPage(tx, { columns, from: payments, where, order }, opts);
}

/** Current staff (not archived; inactive ones too, their records stay in use): a renewal's head count. */
export async function activeHeadcount(tx: Tx, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), isNull(employees.archivedAt)));
  return row?.n ?? 0;
}
