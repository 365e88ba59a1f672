import { and, eq, lt } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { files, type FileRow } from '../../db/schema/index.ts';
import { expectRow } from '../db/rows.ts';

export type NewFile = Omit<typeof files.$inferInsert, 'companyId' | 'id' | 'createdAt'>;

export async function insertFile(tx: Tx, companyId: number, file: NewFile): Promise<FileRow> {
  return expectRow(
    await tx
      .insert(files)
      .values({ ...file, companyId })
      .returning(),
    'the new file',
  );
}

export async function findFileByToken(
  tx: Tx,
  companyId: number,
  token: string,
): Promise<FileRow | undefined> {
  const [row] = await tx
    .select()
    .from(files)
    .where(and(eq(files.companyId, companyId), eq(files.token, token)))
    .limit(1);
  return row;
}

export async function deleteExpired(tx: Tx, companyId: number, now: Date): Promise<FileRow[]> {
  return tx
    .delete(files)
    .where(and(eq(files.companyId, companyId), lt(files.expiresAt, now)))
    .returning();
}
