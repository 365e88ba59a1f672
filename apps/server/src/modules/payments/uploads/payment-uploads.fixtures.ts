import { beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SchedulePage } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { dataOf, testFile, type TestClient } from '../../../test/kit.ts';
import { must } from '../../../test/must.ts';

/**
 * Test data of salary payments: a confirmed month of a branch of its own (employees with a package
 * and bank details, one without), the checker's permissions on the HR officer, and payment options.
 */
type InCompany = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
export const RUN = '/payroll/salarymanagement/salary-schedules';
export const UPLOADS = '/payroll/payment-management/payment-upload';
export const APPROVED = '/payroll/payment-management/approved-payments/salary';
const OPTIONS = '/payroll/payment-management/settings/payment-options';

let seq = 0;
const next = () => `${process.pid}-${++seq}`;

async function one(tx: Tx, statement: ReturnType<typeof sql>): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(statement);
  return Number(must(r.rows[0], 'an inserted row').id);
}
const companyOf = (tx: Tx) => one(tx, sql`SELECT current_setting('app.company_id')::bigint AS id`);

/** What the payroll run needs (as payroll's own fixtures write it): a branch, a package, employees. */
function payrollBasics(inCompany: InCompany) {
  return {
    branch: () =>
      inCompany(async (tx) =>
        one(
          tx,
          sql`INSERT INTO branches (company_id, station_name)
          VALUES (${await companyOf(tx)}, ${`Payments branch ${next()}`}) RETURNING id`,
        ),
      ),
    /** A package of `naira` a month, all of it Basic. */
    package: (naira: number) =>
      inCompany(async (tx) => {
        const companyId = await companyOf(tx);
        const id = await one(
          tx,
          sql`INSERT INTO pay_packages (company_id, package_name, monthly_salary_kobo)
          VALUES (${companyId}, ${`Package ${next()}`}, ${naira * 100}) RETURNING id`,
        );
        const basic = await one(
          tx,
          sql`SELECT id FROM pay_breakdowns WHERE company_id = ${companyId} AND upper(code) = 'BASIC'`,
        );
        await tx.execute(sql`INSERT INTO pay_package_items (company_id, pay_package_id, pay_breakdown_id, amount_kobo)
          VALUES (${companyId}, ${id}, ${basic}, ${naira * 100})`);
        return id;
      }),
    employee: (o: { branchId: number; bankId?: number }) =>
      inCompany(async (tx) => {
        const n = next();
        return one(
          tx,
          sql`INSERT INTO employees (company_id, first_name, last_name, pin, branch_id, appointment_date, bank_id)
          VALUES (${await companyOf(tx)}, 'Adaeze', ${`Payments${n}`}, ${`PM${n}`}, ${o.branchId}, '2020-01-06', ${o.bankId ?? null})
          RETURNING id`,
        );
      }),
    assign: (employeeId: number, packageId: number) =>
      inCompany(async (tx) => {
        await tx.execute(sql`INSERT INTO employee_pay_packages (company_id, employee_id, effective_from, pay_package_id)
          VALUES (${await companyOf(tx)}, ${employeeId}, '2024-01-01'::date, ${packageId})`);
      }),
    rows: (employeeIds: number[], year: number, month: number) =>
      inCompany(async (tx) => {
        const r = await tx.execute<{ id: string }>(sql`SELECT id FROM payroll_schedule_rows
          WHERE year = ${year} AND month = ${month} AND employee_id = ANY(${`{${employeeIds.join(',')}}`}::bigint[])`);
        return r.rows;
      }),
  };
}

export function paymentsFixture(inCompany: InCompany) {
  const fx = payrollBasics(inCompany);
  /** `count` employees of a new branch with a package and bank details (the last `noBank` without). */
  const month = async (naira: number, count: number, noBank = 0) => {
    const branchId = await fx.branch();
    const pack = await fx.package(naira);
    const bank = await inCompany(async (tx) => {
      const r = await tx.execute<{ id: string; code: string }>(
        sql`SELECT id, code FROM banks ORDER BY id LIMIT 1`,
      );
      return must(r.rows[0], 'a bank');
    });
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const withBank = i < count - noBank;
      const id = await fx.employee({ branchId, ...(withBank ? { bankId: Number(bank.id) } : {}) });
      await fx.assign(id, pack);
      if (withBank)
        await inCompany((tx) =>
          // Ends in 5: the sandbox pays it at once (0001 fails, 0002 settles late).
          tx.execute(sql`UPDATE employees SET account_number = ${`0123${String(++seq).padStart(5, '0')}5`},
            account_name = 'Adaeze Test' WHERE id = ${id}`),
        );
      ids.push(id);
    }
    return { branchId, ids, bank };
  };
  return {
    ...fx,
    /** The HR officer becomes a checker (and may read salary management), not a maker. */
    makeChecker: (email: string) =>
      inCompany((tx) =>
        tx.execute(sql`INSERT INTO role_permissions (company_id, role_id, permission_id)
          SELECT ur.company_id, ur.role_id, p.id FROM user_roles ur
          JOIN users u ON u.company_id = ur.company_id AND u.id = ur.user_id
          CROSS JOIN permissions p WHERE u.email = ${email}
            AND p.slug IN ('view salary management', 'manage payments', 'view all stations')
          ON CONFLICT DO NOTHING`),
      ),

    month,

    /**
     * A month (of 2025) of `count` new employees at `naira`, run and confirmed by the maker, as an
     * upload starts from: `body` selects it again, `net` is the run's net pay by employee.
     */
    confirmed: async (
      admin: TestClient,
      o: { month: number; naira: number; count: number; noBank?: number },
    ) => {
      const m = await month(o.naira, o.count, o.noBank);
      const body = { month: o.month, year: 2025, branch_ids: [m.branchId] };
      const page = dataOf<SchedulePage>(await admin.post(RUN, body));
      dataOf(await admin.post(`${RUN}/confirm`, body));
      return { ...m, body, net: new Map(page.results.map((r) => [r.employee_id, r.net_pay])) };
    },

    /** The maker's upload of a confirmed month to a payment option. */
    upload: (admin: TestClient, body: object, option: number) =>
      admin.post(RUN, { ...body, mode: 'upload', payment_option_id: option }),

    option: async (admin: TestClient, type: 'wallet' | 'bank_file', format = 'generic_csv') =>
      dataOf<{ id: number }>(
        await admin.post(OPTIONS, {
          name: `Option ${process.pid}-${++seq}`,
          type,
          ...(type === 'bank_file' ? { bank_file_format: format } : {}),
        }),
        201,
      ).id,

    setAccount: (employeeId: number, accountNumber: string) =>
      inCompany((tx) =>
        tx.execute(sql`UPDATE employees SET account_number = ${accountNumber} WHERE id = ${employeeId}`),
      ),

    liveLines: (rowIds: number[]) =>
      inCompany(async (tx) => {
        const r = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM payment_lines
          WHERE live AND schedule_row_id = ANY(${`{${rowIds.join(',')}}`}::bigint[])`);
        return r.rows[0]?.n ?? 0;
      }),
  };
}

/**
 * A payments test file: its app, the fixture, and the maker (admin) and the checker (the HR officer,
 * made one) signed in before its tests, as every salary-payment file starts.
 */
export function paymentsTestFile() {
  const f = testFile();
  const fx = paymentsFixture((fn) => f.inCompany('demo', fn));
  const signedIn = {} as { admin: TestClient; hr: TestClient };
  beforeAll(async () => {
    await fx.makeChecker('hr@demo.example');
    signedIn.admin = await f.as('admin');
    signedIn.hr = await f.as('hr');
  });
  return { f, fx, signedIn };
}
