import { sql } from 'drizzle-orm';
import type { ShiftTypeRow } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { countedPage, pageBound } from '../../../platform/db/paging.ts';
import { expectRow } from '../../../platform/db/rows.ts';

type Raw = { id: string; name: string; shifts_count: number };
const toRow = (r: Raw): ShiftTypeRow => ({ id: Number(r.id), name: r.name, shifts_count: r.shifts_count });

const select = (companyId: number) => sql`
  SELECT t.id, t.name,
         (SELECT count(*)::int FROM work_shifts s
          WHERE s.company_id = ${companyId} AND s.shift_type_id = t.id) AS shifts_count
  FROM shift_types t`;

export async function listShiftTypes(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ results: ShiftTypeRow[]; total: number }> {
  const where = sql`WHERE t.company_id = ${companyId} ${search ? sql`AND t.name ILIKE ${`%${search}%`}` : sql``}`;
  return countedPage(
    tx,
    sql`${select(companyId)} ${where} ORDER BY lower(t.name), t.id LIMIT ${pageBound(limit)} OFFSET ${pageBound(offset)}`,
    sql`SELECT count(*)::int AS total FROM shift_types t ${where}`,
    toRow,
  );
}

export async function findShiftType(
  tx: Tx,
  companyId: number,
  id: number,
  lock = false,
): Promise<ShiftTypeRow | undefined> {
  const r = await tx.execute<Raw>(sql`${select(companyId)}
    WHERE t.company_id = ${companyId} AND t.id = ${id} ${lock ? sql`FOR UPDATE OF t` : sql``}`);
  return r.rows[0] ? toRow(r.rows[0]) : undefined;
}

export async function insertShiftType(tx: Tx, companyId: number, name: string): Promise<number> {
  const r = await tx.execute<{ id: string }>(sql`
    INSERT INTO shift_types (company_id, name) VALUES (${companyId}, ${name}) RETURNING id`);
  return Number(expectRow(r.rows, 'the new shift type').id);
}

export async function deleteShiftType(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.execute(sql`DELETE FROM shift_types WHERE company_id = ${companyId} AND id = ${id}`);
}
