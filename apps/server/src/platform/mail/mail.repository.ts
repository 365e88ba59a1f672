import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { companies, mailOutbox, users } from '../../db/schema/index.ts';
import { expectRow, updateCompanyRow } from '../db/rows.ts';

export async function insertMail(
  tx: Tx,
  row: {
    companyId: number;
    toAddress: string;
    subject: string;
    textBody: string;
    htmlBody: string | null;
    link: string | null;
  },
): Promise<number> {
  const inserted = expectRow(
    await tx.insert(mailOutbox).values(row).returning({ id: mailOutbox.id }),
    'the queued mail',
  );
  return inserted.id;
}

export type MailStatus = 'pending' | 'sent' | 'failed' | 'kept';

export async function findMail(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.id, id)))
    .limit(1);
  return row;
}

export async function markMail(
  tx: Tx,
  companyId: number,
  id: number,
  update: { status: MailStatus; attempts: number; error?: string },
): Promise<void> {
  await updateCompanyRow(tx, mailOutbox, companyId, id, {
    status: update.status,
    attempts: update.attempts,
    error: update.error ?? null,
    sentAt: update.status === 'sent' ? new Date() : null,
  });
}

/** Newest mail to an address, for the dev outbox and the tests that follow mailed links. */
export async function latestMailTo(tx: Tx, companyId: number, toAddress: string) {
  const [row] = await tx
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.toAddress, toAddress.toLowerCase())))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

/**
 * The language of mail to a user: their own choice, else their company's (ADR 32). Without a user
 * (or one not found), the company's.
 */
export async function recipientLanguage(tx: Tx, companyId: number, userId: number | null): Promise<string> {
  const [row] = await tx
    .select({
      language:
        userId === null
          ? companies.language
          : sql<string>`coalesce((SELECT ${users.language} FROM ${users} WHERE ${users.companyId} = ${companyId} AND ${users.id} = ${userId}), ${companies.language})`,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.language ?? 'en';
}
