import { describe, expect, it } from 'vitest';
import { isNull, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { branches, departments, employees } from '../../db/schema/index.ts';
import { childCount, employeeNameOf } from './related-rows.ts';

const db = drizzle.mock();

describe('childCount', () => {
  it('spells the outer row out even where drizzle writes a single-table select bare', () => {
    const q = db
      .select({ id: branches.id, n: childCount(departments, departments.branchId, branches) })
      .from(branches)
      .toSQL();
    expect(q.sql).toBe(
      'select "id", (SELECT count(*)::int FROM "departments" WHERE ("departments"."company_id" = ' +
        '"branches"."company_id" and "departments"."branch_id" = "branches"."id")) from "branches"',
    );
  });

  it('adds the condition on the counted rows and keeps count(*) a bigint when asked', () => {
    const current = isNull(employees.archivedAt);
    const q = db
      .select({ n: childCount(employees, employees.branchId, sql`b`, { where: current, type: 'bigint' }) })
      .from(branches)
      .toSQL();
    expect(q.sql).toContain(
      '(SELECT count(*) FROM "employees" WHERE ("employees"."company_id" = b."company_id" and ' +
        '"employees"."branch_id" = b."id" and "employees"."archived_at" is null))',
    );
  });

  it('refuses an outer row of the table it counts, which the inner table would hide', () => {
    expect(() => childCount(employees, employees.teamId, employees)).toThrow(/same table/);
  });
});

describe('employeeNameOf', () => {
  it('reads the full name of the employee the column names, in the outer row’s company', () => {
    const q = db
      .select({ head: employeeNameOf(departments, departments.headEmployeeId) })
      .from(departments)
      .toSQL();
    expect(q.sql).toBe(
      'select (SELECT "employees"."first_name" || \' \' || "employees"."last_name" FROM "employees" WHERE ' +
        '("employees"."company_id" = "departments"."company_id" and "employees"."id" = ' +
        '"departments"."head_employee_id")) from "departments"',
    );
  });
});
