import type { Tx } from '../../platform/db/database.ts';
import { supportMessages } from '../../db/schema/index.ts';

export async function insertSupportMessage(
  tx: Tx,
  row: { companyId: number; userId: number; subject: string; message: string },
): Promise<number> {
  const [r] = await tx.insert(supportMessages).values(row).returning({ id: supportMessages.id });
  return r!.id;
}
