import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { mailOutbox } from '../../db/schema/index.ts';

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
  const [inserted] = await tx.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
  return inserted!.id;
}

export async function markMail(
  tx: Tx,
  id: number,
  status: 'sent' | 'failed',
  error: string | null,
): Promise<void> {
  await tx
    .update(mailOutbox)
    .set({ status, error, sentAt: status === 'sent' ? new Date() : null })
    .where(eq(mailOutbox.id, id));
}

/** Newest mail to an address, for the dev outbox and the tests that follow mailed links. */
export async function latestMailTo(tx: Tx, toAddress: string) {
  const [row] = await tx
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, toAddress.toLowerCase())))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}
