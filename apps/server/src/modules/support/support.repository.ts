import type { Tx } from '../../platform/db/database.ts';
import { supportMessages } from '../../db/schema/index.ts';
import { expectRow } from '../../platform/db/rows.ts';

export async function insertSupportMessage(
  tx: Tx,
  row: { companyId: number; userId: number; subject: string; message: string },
): Promise<number> {
  const r = expectRow(
    await tx.insert(supportMessages).values(row).returning({ id: supportMessages.id }),
    'the new support message',
  );
  return r.id;
}
