import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { must } from '../../../test/must.ts';

/**
 * Test data for the payroll run, written directly (a test states the figures it is about): a branch
 * of its own so runs filtered by it see only the test's employees, a package split as the worked
 * example (Basic 50 %, Housing 30 %, Transport 20 %, every component pensionable) and employees.
 */
let seq = 0;
// Zero-padded, so employees made later also sort later by name under any collation (runs list by name).
const next = () => `${process.pid}-${String(++seq).padStart(6, '0')}`;
type InCompany = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

async function one(tx: Tx, statement: ReturnType<typeof sql>): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(statement);
  return Number(must(r.rows[0], 'an inserted row').id);
}

export async function companyOf(tx: Tx): Promise<number> {
  return one(tx, sql`SELECT current_setting('app.company_id')::bigint AS id`);
}

export function payrollFixture(inCompany: InCompany) {
  return {
    branch: () =>
      inCompany(async (tx) => {
        const companyId = await companyOf(tx);
        return one(
          tx,
          sql`INSERT INTO branches (company_id, station_name) VALUES (${companyId}, ${`Payroll branch ${next()}`}) RETURNING id`,
        );
      }),

    /** A package of `naira` a month: the three pensionable components as fixed shares of it. */
    package: (naira: number, split: [number, number, number] = [50, 30, 20]) =>
      inCompany(async (tx) => {
        const companyId = await companyOf(tx);
        const id = await one(
          tx,
          sql`INSERT INTO pay_packages (company_id, package_name, monthly_salary_kobo)
              VALUES (${companyId}, ${`Package ${next()}`}, ${naira * 100}) RETURNING id`,
        );
        const codes = ['BASIC', 'HOUSING', 'TRANSPORT'];
        for (const [i, code] of codes.entries()) {
          const breakdown = await one(
            tx,
            sql`SELECT id FROM pay_breakdowns WHERE company_id = ${companyId} AND upper(code) = ${code}`,
          );
          const amount = (naira * 100 * must(split[i], 'a share')) / 100;
          await tx.execute(sql`INSERT INTO pay_package_items (company_id, pay_package_id, pay_breakdown_id, amount_kobo)
            VALUES (${companyId}, ${id}, ${breakdown}, ${amount})`);
        }
        return id;
      }),

    employee: (o: {
      branchId: number;
      appointment?: string;
      exit?: string;
      nhf?: boolean;
      rentNaira?: number;
      bankId?: number;
    }) =>
      inCompany(async (tx) => {
        const companyId = await companyOf(tx);
        const n = next();
        return one(
          tx,
          sql`INSERT INTO employees (company_id, first_name, last_name, pin, branch_id, appointment_date, exit_date,
                nhf_enabled, annual_rent_kobo, bank_id)
              VALUES (${companyId}, 'Adaeze', ${`Payroll${n}`}, ${`PR${n}`}, ${o.branchId}, ${o.appointment ?? '2020-01-06'},
                ${o.exit ?? null}, ${o.nhf ?? false}, ${(o.rentNaira ?? 0) * 100}, ${o.bankId ?? null})
              RETURNING id`,
        );
      }),

    assign: (employeeId: number, packageId: number, from = '2025-01-01') =>
      inCompany(async (tx) => {
        const companyId = await companyOf(tx);
        await tx.execute(sql`INSERT INTO employee_pay_packages (company_id, employee_id, effective_from, pay_package_id)
          VALUES (${companyId}, ${employeeId}, ${from}::date, ${packageId})
          ON CONFLICT (company_id, employee_id, effective_from) DO UPDATE SET pay_package_id = EXCLUDED.pay_package_id`);
      }),

    unassign: (employeeId: number) =>
      inCompany(async (tx) => {
        const companyId = await companyOf(tx);
        await tx.execute(
          sql`DELETE FROM employee_pay_packages WHERE company_id = ${companyId} AND employee_id = ${employeeId}`,
        );
      }),

    /** An approved evening of overtime on `day`: 90 minutes at ₦7,500 an hour, ₦11,250. */
    overtime: (employeeId: number, day: string) =>
      inCompany(async (tx) => {
        const companyId = await companyOf(tx);
        await tx.execute(sql`INSERT INTO overtime_records (company_id, employee_id, day, start_at, end_at,
            actual_minutes, hourly_rate_kobo, amount_kobo, status, decided_at)
          VALUES (${companyId}, ${employeeId}, ${day}::date, ${`${day}T17:30:00Z`}, ${`${day}T19:00:00Z`},
            90, 750000, 1125000, 'approved', now())`);
      }),

    /** The stored rows of a month for these employees. */
    rows: (employeeIds: number[], year: number, month: number) =>
      inCompany(async (tx) => {
        const r = await tx.execute<{
          id: string;
          employee_id: string;
          status: string;
          net_pay_kobo: string;
        }>(sql`
          SELECT id, employee_id, status, net_pay_kobo FROM payroll_schedule_rows
          WHERE year = ${year} AND month = ${month}
            AND employee_id = ANY(${`{${employeeIds.join(',')}}`}::bigint[]) ORDER BY employee_id`);
        return r.rows;
      }),
  };
}
