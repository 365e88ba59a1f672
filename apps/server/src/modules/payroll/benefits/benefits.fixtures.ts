import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { must } from '../../../test/must.ts';
import type { TestClient } from '../../../test/kit.ts';
import type { BenefitDeductionCreated, BenefitDeductionType } from '@clockroom/contracts';
import { dataOf } from '../../../test/kit.ts';

/**
 * Test helpers of benefits and deductions: a type and a record made through the API, a demo
 * sign-in's role given a permission, and an employee moved to a named branch.
 */

export const BASE = '/payroll/benefit-and-deduction';
export const TYPES = `${BASE}/settings/benefit-deduction-types`;
let seq = 0;

export async function makeType(admin: TestClient, o: { deduction?: boolean; taxable?: boolean } = {}) {
  seq += 1;
  const body = {
    name: `${o.deduction ? 'Deduction' : 'Benefit'} ${process.pid}-${seq}`,
    is_deduction: o.deduction ?? false,
    is_taxable: o.taxable ?? true,
  };
  return dataOf<BenefitDeductionType>(await admin.post(TYPES, body), 201);
}

export async function makeRecord(admin: TestClient, body: Record<string, unknown>) {
  return dataOf<BenefitDeductionCreated>(await admin.post(BASE, body), 201);
}

type InCompany = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

/** The demo sign-in's role gets these permissions (read at each request). */
export function grant(inCompany: InCompany, email: string, slugs: string[]) {
  return inCompany((tx) =>
    tx.execute(sql`INSERT INTO role_permissions (company_id, role_id, permission_id)
      SELECT ur.company_id, ur.role_id, p.id FROM user_roles ur
      JOIN users u ON u.company_id = ur.company_id AND u.id = ur.user_id
      CROSS JOIN permissions p WHERE u.email = ${email} AND p.slug = ANY(${`{${slugs.map((s) => `"${s}"`).join(',')}}`}::text[])
      ON CONFLICT DO NOTHING`),
  );
}

/** Moves the employee to the company's branch whose name starts with `name`; answers its id. */
export function moveToBranch(inCompany: InCompany, employeeId: number, name: string) {
  return inCompany(async (tx) => {
    const r = await tx.execute<{ id: string | number }>(
      sql`SELECT id FROM branches WHERE station_name ILIKE ${`${name}%`} ORDER BY id LIMIT 1`,
    );
    const branchId = Number(must(r.rows[0], `branch ${name}`).id);
    await tx.execute(sql`UPDATE employees SET branch_id = ${branchId} WHERE id = ${employeeId}`);
    return branchId;
  });
}

/** An employee's id by their email. */
export function employeeByEmail(inCompany: InCompany, email: string) {
  return inCompany(async (tx) => {
    const r = await tx.execute<{ id: string | number }>(sql`SELECT id FROM employees WHERE email = ${email}`);
    return Number(must(r.rows[0], email).id);
  });
}
