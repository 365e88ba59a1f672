import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../../platform/db/database.ts';
import { publicHolidays } from '../../../../db/schema/index.ts';
import { deleteCompanyRows, expectRow } from '../../../../platform/db/rows.ts';
import { selectedRow } from '../../../../platform/db/paging.ts';

const columns = {
  id: publicHolidays.id,
  name: publicHolidays.name,
  date: publicHolidays.holidayDate,
  recurring: publicHolidays.recurring,
};

/** A year shows its own holidays and the recurring ones first dated in an earlier year. */
export async function listHolidays(tx: Tx, companyId: number, year: number | undefined) {
  const inYear =
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
    .where(and(eq(publicHolidays.companyId, companyId), inYear))
    .orderBy(sql`to_char(${publicHolidays.holidayDate}, 'MM-DD')`, asc(publicHolidays.holidayDate));
}

export async function findHoliday(tx: Tx, companyId: number, id: number) {
  return selectedRow(tx, { columns, from: publicHolidays }, companyId, id);
}

export async function insertHoliday(
  tx: Tx,
  row: { companyId: number; name: string; holidayDate: string; recurring: boolean },
) {
  return expectRow(await tx.insert(publicHolidays).values(row).returning(columns), 'the new public holiday');
}

export async function updateHoliday(
  tx: Tx,
  companyId: number,
  id: number,
  row: { name: string; holidayDate: string; recurring: boolean },
) {
  // The service has found the holiday first, so the update returns it.
  return expectRow(
    await tx
      .update(publicHolidays)
      .set({ ...row, updatedAt: sql`now()` })
      .where(and(eq(publicHolidays.companyId, companyId), eq(publicHolidays.id, id)))
      .returning(columns),
    `the updated public holiday ${id}`,
  );
}

export async function deleteHoliday(tx: Tx, companyId: number, id: number): Promise<void> {
  await deleteCompanyRows(tx, publicHolidays, companyId, eq(publicHolidays.id, id));
}
