import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../../platform/db/database.ts';
import { publicHolidays } from '../../../../db/schema/index.ts';
import { expectRow } from '../../../../platform/db/rows.ts';

const columns = {
  id: publicHolidays.id,
  name: publicHolidays.name,
  date: publicHolidays.holidayDate,
  recurring: publicHolidays.recurring,
};

/** A year shows its own holidays and the recurring ones first dated in an earlier year. */
export async function listHolidays(tx: Tx, year: number | undefined) {
  const where =
    year === undefined
      ? undefined
      : or(
          sql`extract(year from ${publicHolidays.holidayDate}) = ${year}`,
          and(
            eq(publicHolidays.recurring, true),
            sql`extract(year from ${publicHolidays.holidayDate}) < ${year}`,
          ),
        );
  return tx
    .select(columns)
    .from(publicHolidays)
    .where(where)
    .orderBy(sql`to_char(${publicHolidays.holidayDate}, 'MM-DD')`, asc(publicHolidays.holidayDate));
}

export async function findHoliday(tx: Tx, id: number) {
  const [row] = await tx.select(columns).from(publicHolidays).where(eq(publicHolidays.id, id)).limit(1);
  return row;
}

export async function dateTaken(tx: Tx, date: string, exceptId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: publicHolidays.id })
    .from(publicHolidays)
    .where(
      and(
        eq(publicHolidays.holidayDate, date),
        exceptId === undefined ? undefined : ne(publicHolidays.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertHoliday(
  tx: Tx,
  row: { companyId: number; name: string; holidayDate: string; recurring: boolean },
) {
  return expectRow(await tx.insert(publicHolidays).values(row).returning(columns), 'the new public holiday');
}

export async function updateHoliday(
  tx: Tx,
  id: number,
  row: { name: string; holidayDate: string; recurring: boolean },
) {
  // The service has found the holiday first, so the update returns it.
  return expectRow(
    await tx
      .update(publicHolidays)
      .set({ ...row, updatedAt: sql`now()` })
      .where(eq(publicHolidays.id, id))
      .returning(columns),
    `the updated public holiday ${id}`,
  );
}

export async function deleteHoliday(tx: Tx, id: number): Promise<void> {
  await tx.delete(publicHolidays).where(eq(publicHolidays.id, id));
}
