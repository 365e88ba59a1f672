import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { must } from '../../../test/must.ts';

/** A demo person's employee id by their e-mail (the trainings' and plans' tests). */
export async function employeeIdOf(t: TestApp, companyId: number, email: string): Promise<number> {
  const r = await t.database.owner.execute<{ id: string | number }>(
    sql`SELECT id FROM employees WHERE company_id = ${companyId} AND email = ${email}`,
  );
  return Number(must(r.rows[0], `employee ${email}`).id);
}
