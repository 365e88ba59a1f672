import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import type { TestClient } from '../../test/kit.ts';
import type { Tx } from '../../platform/db/database.ts';
import { DeviceSimulator } from '../../../../../tools/device-simulator/simulator.ts';
import { inject } from '../../test/device-transport.ts';

/** Test helpers of the canteen: a device pushing through the app, and what it stored. */

let serials = 0;

/** A registered device (a clock of the branch) and its simulator. */
export async function clock(t: TestApp, admin: TestClient, branchId: number) {
  const serial = `CANT${++serials}X${process.pid}${Date.now() % 100000}`;
  const res = await admin.post('/attendance/devices', {
    name: `Clock ${serial}`,
    serial_number: serial,
    branch_id: branchId,
    device_type: 'fingerprint',
  });
  expect(res.statusCode, res.body).toBe(201);
  const simulator = new DeviceSimulator({ serial, transport: inject(t.app) });
  await simulator.handshake();
  return { id: res.json().data.id as number, simulator };
}

export type InCompany = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

export async function mealsOfDevice(inCompany: InCompany, deviceId: number) {
  return inCompany(async (tx) => {
    const r = await tx.execute<{
      device_pin: string;
      status: string;
      refusal_reason: string | null;
      employee_share_kobo: string;
      company_share_kobo: string;
      settled_month: string | null;
    }>(sql`SELECT device_pin, status, refusal_reason, employee_share_kobo::text, company_share_kobo::text,
      to_char(settled_month, 'YYYY-MM') AS settled_month
      FROM canteen_meals WHERE device_id = ${deviceId} ORDER BY served_at, id`);
    return r.rows;
  });
}

export async function punchCount(inCompany: InCompany, deviceId: number): Promise<number> {
  return inCompany(async (tx) => {
    const r = await tx.execute<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM punches WHERE device_id = ${deviceId}`,
    );
    return Number(r.rows[0]?.n);
  });
}

let made = 0;
const one = async (tx: Tx, q: ReturnType<typeof sql>): Promise<number> =>
  Number(Object.values((await tx.execute<Record<string, string | number>>(q)).rows[0] ?? {})[0]);
const company = (tx: Tx) => one(tx, sql`SELECT current_setting('app.company_id')::bigint AS id`);

/** Branches, employees with a PIN, and a pay package, written straight (payroll's own are private). */
export function canteenFixture(inCompany: InCompany) {
  return {
    branch: () =>
      inCompany(async (tx) =>
        one(
          tx,
          sql`INSERT INTO branches (company_id, station_name)
          VALUES (${await company(tx)}, ${`Canteen branch ${process.pid}-${(made += 1)}`}) RETURNING id`,
        ),
      ),
    employee: (branchId: number) =>
      inCompany(async (tx) => {
        const k = (made += 1);
        const pin = `CT${process.pid % 10000}${k}`;
        const id = await one(
          tx,
          sql`INSERT INTO employees (company_id, first_name, last_name, pin, branch_id, appointment_date)
          VALUES (${await company(tx)}, 'Chidi', ${`Canteen${k}`}, ${pin}, ${branchId}, '2020-01-06') RETURNING id`,
        );
        return { id, pin };
      }),
    /** A package of `naira` a month, all basic pay, held from 2025. */
    paid: (employeeId: number, naira: number) =>
      inCompany(async (tx) => {
        const companyId = await company(tx);
        const pkg = await one(
          tx,
          sql`INSERT INTO pay_packages (company_id, package_name, monthly_salary_kobo)
          VALUES (${companyId}, ${`Canteen package ${(made += 1)}`}, ${naira * 100}) RETURNING id`,
        );
        const basic = await one(
          tx,
          sql`SELECT id FROM pay_breakdowns WHERE company_id = ${companyId} AND upper(code) = 'BASIC'`,
        );
        await tx.execute(sql`INSERT INTO pay_package_items (company_id, pay_package_id, pay_breakdown_id, amount_kobo)
          VALUES (${companyId}, ${pkg}, ${basic}, ${naira * 100})`);
        await tx.execute(sql`INSERT INTO employee_pay_packages (company_id, employee_id, effective_from, pay_package_id)
          VALUES (${companyId}, ${employeeId}, '2025-01-01', ${pkg})`);
      }),
  };
}
