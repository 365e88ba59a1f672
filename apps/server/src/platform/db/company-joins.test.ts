import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { branches, departments, employees, exemptions } from '../../db/schema/index.ts';
import { sameCompanyRow, withRowOf } from './company-joins.ts';

const db = drizzle.mock();

describe('sameCompanyRow', () => {
  it('matches the referred row by its company as well as its id', () => {
    const q = db
      .select({ id: departments.id })
      .from(departments)
      .leftJoin(branches, sameCompanyRow(branches, departments, departments.branchId))
      .toSQL();
    expect(q.sql).toContain(
      'left join "branches" on ("branches"."company_id" = "departments"."company_id" and ' +
        '"branches"."id" = "departments"."branch_id")',
    );
  });
});

describe('withRowOf', () => {
  it('left-joins the referred row by default', () => {
    const list = withRowOf({ id: departments.id }, departments, branches, departments.branchId);
    const q = list.join(db.select(list.columns).from(list.from).$dynamic()).toSQL();
    expect(q.sql).toContain('left join "branches" on ("branches"."company_id" = "departments"."company_id"');
  });

  it('inner-joins it when asked', () => {
    const list = withRowOf({ id: exemptions.id }, exemptions, employees, exemptions.employeeId, 'inner');
    const q = list.join(db.select(list.columns).from(list.from).$dynamic()).toSQL();
    expect(q.sql).toContain(
      'inner join "employees" on ("employees"."company_id" = "exemptions"."company_id" and ' +
        '"employees"."id" = "exemptions"."employee_id")',
    );
  });
});
