import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_REPORT_MESSAGES as M, type AdminPayrollDashboard } from '@clockroom/contracts';
import { make } from '../../../test/factories.ts';
import { dataOf, expectFieldError, testFile, type TestClient } from '../../../test/kit.ts';
import { insertPay, payOf, type PayFixture } from './reports.fixtures.ts';

const f = testFile();
const URL = '/payroll/dashboard';
// Later than any demo month, so it is the last confirmed one.
const YEAR = 2032;
let admin: TestClient;
const pays: PayFixture[] = [];

beforeAll(async () => {
  admin = await f.as('admin');
  const branch = (await make.branch(admin)).id;
  const demo = await f.companyId('demo');
  const staff = [];
  for (let i = 0; i < 3; i += 1) staff.push((await make.employee(admin, { branch_id: branch })).id);
  const pay = (employeeId: number, month: number, extra: Partial<PayFixture> = {}): PayFixture => ({
    employeeId,
    branchId: branch,
    departmentId: null,
    year: YEAR,
    month,
    basic: 25_000_000 + employeeId,
    housing: 12_500_000,
    paye: 3_456_789,
    ...extra,
  });
  pays.push(
    pay(staff[0] ?? 0, 1),
    pay(staff[1] ?? 0, 1, { groupLife: 77_777 }),
    pay(staff[0] ?? 0, 2, { confirmedAt: '2032-03-02T09:00:00+01:00' }),
    pay(staff[1] ?? 0, 2, { nhf: false, allowance: 1_234_567 }),
    pay(staff[2] ?? 0, 2, { status: 'open' }),
    pay(staff[2] ?? 0, 3, { status: 'open' }),
  );
  await f.inCompany('demo', async (tx) => {
    for (const p of pays) await insertPay(tx, demo, p);
  });
});

const confirmed = (month: number) => pays.filter((p) => p.month === month && p.status !== 'open');
/** A figure of the fixtures' rows added up: `pay` is what the row holds, `p` what made it. */
const sum = (list: PayFixture[], value: (pay: ReturnType<typeof payOf>, p: PayFixture) => number) =>
  list.reduce((n, p) => n + value(payOf(p), p), 0);

describe('GET /payroll/dashboard', () => {
  it('answers the year’s confirmed months, their cost and headcount, and the statutory totals', async () => {
    const d = dataOf<AdminPayrollDashboard>(await admin.get(`${URL}?year=${YEAR}`));
    expect(d.months).toHaveLength(12);
    for (const month of [1, 2]) {
      const list = confirmed(month);
      const employer = sum(list, (pay, p) => pay.pensionEmployer + pay.nsitf + pay.itf + (p.groupLife ?? 0));
      expect(d.months[month - 1]).toEqual({
        month,
        headcount: list.length,
        gross_pay_kobo: sum(list, (p) => p.gross),
        net_pay_kobo: sum(list, (p) => p.net),
        employer_contributions_kobo: employer,
        cost_kobo: sum(list, (p) => p.gross) + employer,
      });
    }
    expect(d.months[2]).toMatchObject({ headcount: 0, gross_pay_kobo: 0, cost_kobo: 0 });
    for (const key of ['gross_pay_kobo', 'employer_contributions_kobo', 'net_pay_kobo', 'cost_kobo'] as const)
      expect(d.totals[key], key).toBe(d.months.reduce((n, m) => n + m[key], 0));
    const all = [...confirmed(1), ...confirmed(2)];
    expect(d.statutory).toEqual({
      paye_kobo: sum(all, (_pay, p) => p.paye),
      pension_employee_kobo: sum(all, (p) => p.pensionEmployee),
      pension_employer_kobo: sum(all, (p) => p.pensionEmployer),
      nhf_kobo: sum(all, (p) => p.nhf),
      nhis_kobo: 0,
      nsitf_kobo: sum(all, (p) => p.nsitf),
      itf_kobo: sum(all, (p) => p.itf),
    });
  });

  it('defaults to the last confirmed month’s year, which it names with its day', async () => {
    const d = dataOf<AdminPayrollDashboard>(await admin.get(URL));
    expect(d.year).toBe(YEAR);
    expect(d.last_confirmed).toEqual({
      year: YEAR,
      month: 2,
      // The later of the month's days: 2 March for one, the fixture's 28 February for the other.
      confirmed_on: '2032-03-02',
      headcount: 2,
      gross_pay_kobo: sum(confirmed(2), (p) => p.gross),
      net_pay_kobo: sum(confirmed(2), (p) => p.net),
    });
    const empty = dataOf<AdminPayrollDashboard>(await admin.get(`${URL}?year=2099`));
    expect([empty.year, empty.totals.cost_kobo, empty.statutory.paye_kobo]).toEqual([2099, 0, 0]);
  });

  it('answers 422 for a bad year, and lets in view salary management or view payroll reports only', async () => {
    expectFieldError(await admin.get(`${URL}?year=1999`), 'year', M.yearInvalid);
    expectFieldError(await admin.get(`${URL}?year=abc`), 'year', M.yearInvalid);
    const employee = await f.as('employee');
    expect((await employee.get(URL)).statusCode).toBe(403);
    // The employee's role gets 'view salary management' alone: the dashboard opens.
    await f.inCompany('demo', (tx) =>
      tx.execute(sql`INSERT INTO role_permissions (company_id, role_id, permission_id)
        SELECT ur.company_id, ur.role_id, p.id FROM user_roles ur
        JOIN users u ON u.company_id = ur.company_id AND u.id = ur.user_id
        CROSS JOIN permissions p WHERE u.email = 'employee@demo.example' AND p.slug = 'view salary management'
        ON CONFLICT DO NOTHING`),
    );
    await expect.poll(async () => (await employee.get(URL)).statusCode, { timeout: 10_000 }).toBe(200);
  });
});
