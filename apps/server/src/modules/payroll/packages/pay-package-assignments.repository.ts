import { sql, type SQL } from 'drizzle-orm';
import type { PayPackageEmployee } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import {
  assigneeOf,
  personColumns,
  personJoins,
  type PersonRow,
} from '../../../platform/db/person-columns.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';

/**
 * Who is on which pay package, from when (employee_pay_packages: one row per change, ADR 44; a row
 * without a package is an un-assign, "no package from then"). Every statement names the company as
 * well as relying on RLS (ADR 18).
 */

type Num = string | number | bigint;
const ids = (rows: { employee_id: Num }[]) => [...new Set(rows.map((r) => Number(r.employee_id)))];

/**
 * The assignment rows that hold an employee now or later: the row in force on `today` and every
 * later-dated one, of employees not archived. An employee is "on" a package while one of these
 * names it (the list's count, the view, the widget and the delete refusal all read this).
 */
export const holdersSql = (companyId: number, today: string, packageId?: SQL | number) => sql`
  SELECT a.employee_id, a.pay_package_id, a.effective_from
  FROM employee_pay_packages a
  JOIN employees e ON e.company_id = a.company_id AND e.id = a.employee_id AND e.archived_at IS NULL
  WHERE a.company_id = ${companyId}
    ${packageId === undefined ? sql`AND a.pay_package_id IS NOT NULL` : sql`AND a.pay_package_id = ${packageId}`}
    AND a.effective_from >= coalesce((SELECT max(f.effective_from) FROM employee_pay_packages f
      WHERE f.company_id = a.company_id AND f.employee_id = a.employee_id
        AND f.effective_from <= ${today}::date), '-infinity'::date)`;

/** Which of `employeeIds` are the company's employees; `current` keeps the ones not archived. */
export async function knownEmployees(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[],
  current: boolean,
): Promise<number[]> {
  if (employeeIds.length === 0) return [];
  const r = await tx.execute<{ employee_id: Num }>(sql`
    SELECT e.id AS employee_id FROM employees e
    WHERE e.company_id = ${companyId} AND e.id = ANY(${pgArray(employeeIds)}::bigint[])
      ${current ? sql`AND e.archived_at IS NULL` : sql``}`);
  return ids(r.rows);
}

/** Everyone on the package (now or from a later date), as the view and the widget show them. */
export async function packageEmployees(
  tx: Tx,
  companyId: number,
  packageId: number,
  today: string,
): Promise<PayPackageEmployee[]> {
  const r = await tx.execute<PersonRow & { id: Num; effective_from: string }>(sql`
    SELECT e.id, ${personColumns}, to_char(h.effective_from, 'YYYY-MM-DD') AS effective_from
    FROM (SELECT employee_id, min(effective_from) AS effective_from
          FROM (${holdersSql(companyId, today, packageId)}) x GROUP BY employee_id) h
    JOIN employees e ON e.company_id = ${companyId} AND e.id = h.employee_id
    ${personJoins}
    ORDER BY e.last_name, e.first_name, e.id`);
  return r.rows.map((row) => ({ ...assigneeOf(row), effective_from: row.effective_from }));
}

/** Deletes the employees' assignments dated after `day` (optionally only `packageId`'s); answers whose went. */
export async function deleteAfter(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[],
  day: string,
  packageId?: number,
): Promise<number[]> {
  if (employeeIds.length === 0) return [];
  const r = await tx.execute<{ employee_id: Num }>(sql`
    DELETE FROM employee_pay_packages
    WHERE company_id = ${companyId} AND employee_id = ANY(${pgArray(employeeIds)}::bigint[])
      AND effective_from > ${day}::date
      ${packageId === undefined ? sql`` : sql`AND pay_package_id = ${packageId}`}
    RETURNING employee_id`);
  return ids(r.rows);
}

/**
 * Ends the employees' package from `day`: one "no package" row each (pay_package_id NULL), so the
 * rows before it stay as the history of what they were paid by (ADR 44). A row already dated `day`
 * (a package that would have started that very day) becomes the un-assign.
 */
export async function endFrom(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[],
  day: string,
): Promise<number[]> {
  if (employeeIds.length === 0) return [];
  const r = await tx.execute<{ employee_id: Num }>(sql`
    INSERT INTO employee_pay_packages (company_id, employee_id, effective_from, pay_package_id)
    SELECT ${companyId}::bigint, e, ${day}::date, NULL
    FROM unnest(${pgArray([...employeeIds].sort((a, b) => a - b))}::bigint[]) AS e
    ON CONFLICT (company_id, employee_id, effective_from) DO UPDATE SET pay_package_id = NULL
    RETURNING employee_id`);
  return ids(r.rows);
}

/** Puts the employees on `packageId` from `day` (one row each; a row already dated `day` is replaced). */
export async function assignFrom(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[],
  day: string,
  packageId: number,
): Promise<void> {
  if (employeeIds.length === 0) return;
  await tx.execute(sql`
    INSERT INTO employee_pay_packages (company_id, employee_id, effective_from, pay_package_id)
    SELECT ${companyId}::bigint, e, ${day}::date, ${packageId}::bigint
    FROM unnest(${pgArray([...employeeIds].sort((a, b) => a - b))}::bigint[]) AS e
    ON CONFLICT (company_id, employee_id, effective_from)
      DO UPDATE SET pay_package_id = EXCLUDED.pay_package_id`);
}
