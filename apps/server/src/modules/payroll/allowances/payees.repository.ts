import { sql, type SQL } from 'drizzle-orm';
import { koboToNaira } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { personColumns, personJoins, type PersonRow } from '../../../platform/db/person-columns.ts';

/**
 * Who an allowance is paid to (a recurring allowance's holders, an extra allowance's employees), by
 * name, each with their own amount (null: the allowance's).
 */

export interface Payee {
  employee_id: number;
  name: string;
  pin: string | null;
  department: string | null;
  branch: string | null;
  amount: string | null;
}

type PayeeRow = PersonRow & { employee_id: string | number; amount_kobo: string | number | null };

/**
 * The rows of `table` (read as `p`) whose allowance `key` is `id`, by name; `more` selects what else
 * the list shows of each row and `extend` reads it.
 */
export async function payeesOf<More extends Record<string, unknown>, Extra extends object>(
  tx: Tx,
  companyId: number,
  of: { table: SQL; key: SQL; id: number; more?: SQL },
  extend: (row: More) => Extra = () => ({}) as Extra,
): Promise<Array<Payee & Extra>> {
  const r = await tx.execute<PayeeRow>(sql`
    SELECT p.employee_id, p.amount_kobo, ${of.more ? sql`${of.more},` : sql``} ${personColumns}
    FROM ${of.table} p
    JOIN employees e ON e.company_id = p.company_id AND e.id = p.employee_id
    ${personJoins}
    WHERE p.company_id = ${companyId} AND ${of.key} = ${of.id}
    ORDER BY e.last_name, e.first_name, e.id`);
  return r.rows.map((row) => ({
    employee_id: Number(row.employee_id),
    name: row.name,
    pin: row.pin,
    department: row.department,
    branch: row.branch,
    amount: row.amount_kobo === null ? null : koboToNaira(Number(row.amount_kobo)),
    // The columns `more` selected are on the row beside the payee's.
    ...extend(row as PayeeRow & More),
  }));
}
