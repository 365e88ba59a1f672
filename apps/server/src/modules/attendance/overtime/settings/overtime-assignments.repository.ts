import { sql, type SQL } from 'drizzle-orm';
import type { OvertimeAssignee } from '@clockroom/contracts';
import type { Tx } from '../../../../platform/db/database.ts';
import {
  assigneeOf,
  personColumns,
  personJoins,
  type PersonRow,
} from '../../../../platform/db/person-columns.ts';
import { pgArray } from '../../../../platform/db/pg-array.ts';

/**
 * Who holds a work rate or an overtime rule. Each table's key is (company, employee), so an employee
 * holds at most one of each and assigning moves them (issue 18 §1). Every statement names the company
 * as well as relying on RLS (ADR 18).
 */
export type OvertimeHolding = 'work_rate' | 'overtime_rule';

const TABLES: Record<OvertimeHolding, { table: SQL; holder: SQL }> = {
  work_rate: { table: sql.raw('overtime_work_rate_employees'), holder: sql.raw('work_rate_id') },
  overtime_rule: { table: sql.raw('overtime_rule_employees'), holder: sql.raw('overtime_rule_id') },
};

const ids = (rows: { employee_id: string | number }[]) => rows.map((r) => Number(r.employee_id));

type Holding = (typeof TABLES)[OvertimeHolding];

/**
 * A change of who holds `holderId`, as one statement on the kind's table returning the employee ids
 * it changed; an empty list changes nothing and runs nothing.
 */
function holdingChange(
  statement: (on: Holding, companyId: number, holderId: number, employeeIds: readonly number[]) => SQL,
) {
  return async (
    tx: Tx,
    companyId: number,
    kind: OvertimeHolding,
    holderId: number,
    employeeIds: readonly number[],
  ): Promise<number[]> => {
    if (employeeIds.length === 0) return [];
    const r = await tx.execute<{ employee_id: string | number }>(
      statement(TABLES[kind], companyId, holderId, employeeIds),
    );
    return ids(r.rows);
  };
}

/** Puts the employees on `holderId`, moving them from any other; answers who actually changed. */
export const holdBy = holdingChange(
  ({ table, holder }, companyId, holderId, employeeIds) => sql`
    INSERT INTO ${table} (company_id, employee_id, ${holder})
    SELECT ${companyId}::bigint, e, ${holderId}::bigint
    FROM unnest(${pgArray([...employeeIds].sort((a, b) => a - b))}::bigint[]) AS e
    ON CONFLICT (company_id, employee_id) DO UPDATE SET ${holder} = EXCLUDED.${holder}
      WHERE ${table}.${holder} IS DISTINCT FROM EXCLUDED.${holder}
    RETURNING employee_id`,
);

/** Takes the employees off `holderId` (not off another one they hold); answers who left. */
export const releaseFrom = holdingChange(
  ({ table, holder }, companyId, holderId, employeeIds) => sql`
    DELETE FROM ${table}
    WHERE company_id = ${companyId} AND ${holder} = ${holderId}
      AND employee_id = ANY(${pgArray(employeeIds)}::bigint[])
    RETURNING employee_id`,
);

/** The ids of everyone holding `holderId`. */
export async function holderIds(tx: Tx, companyId: number, kind: OvertimeHolding, holderId: number) {
  const { table, holder } = TABLES[kind];
  const r = await tx.execute<{ employee_id: string | number }>(sql`
    SELECT employee_id FROM ${table} WHERE company_id = ${companyId} AND ${holder} = ${holderId}
    ORDER BY employee_id`);
  return ids(r.rows);
}

/** Everyone holding `holderId`, as the assignment widget shows them. */
export async function assignees(
  tx: Tx,
  companyId: number,
  kind: OvertimeHolding,
  holderId: number,
): Promise<OvertimeAssignee[]> {
  const { table, holder } = TABLES[kind];
  const r = await tx.execute<PersonRow & { id: string | number }>(sql`
    SELECT e.id, ${personColumns}
    FROM ${table} a
    JOIN employees e ON e.company_id = a.company_id AND e.id = a.employee_id
    ${personJoins}
    WHERE a.company_id = ${companyId} AND a.${holder} = ${holderId}
    ORDER BY e.last_name, e.first_name, e.id`);
  return r.rows.map(assigneeOf);
}
