import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { must } from '../../../test/must.ts';
import { setTenant } from '../../../platform/db/tenant.ts';
import { runAsTenant } from '../../../platform/tenancy/tenant-work.ts';
import { payrollConfirmListeners, type PayPeriod, type ScheduleLine } from '../schedule/pay-item-source.ts';

/**
 * Test factories for payslips: the run writes schedule rows; these insert them directly, so a test
 * states the figures it is about. Amounts are whole kobo.
 */
export interface RowFixture {
  employeeId: number;
  year: number;
  month: number;
  status?: 'open' | 'confirmed';
  source?: 'run' | 'import';
  basic?: bigint;
  housing?: bigint;
  overtime?: bigint;
  paye?: bigint;
  pension?: bigint;
  pensionEmployer?: bigint;
  loan?: bigint;
}

const line = (kind: ScheduleLine['kind'], code: string, name: string, kobo: bigint, employer = false) => ({
  kind,
  code,
  name,
  amount_kobo: kobo.toString(),
  taxable: true,
  pensionable: kind === 'component',
  source: kind === 'component' ? 'package' : kind === 'statutory' ? 'statutory' : 'test',
  ...(employer ? { employer: true } : {}),
});

/** The row's lines and totals: gross = components + overtime; net = gross − PAYE − pension − loan. */
export function rowFigures(f: RowFixture) {
  const basic = f.basic ?? 15_000_000n;
  const housing = f.housing ?? 7_500_050n;
  const overtime = f.overtime ?? 0n;
  const paye = f.paye ?? 2_034_567n;
  const pension = f.pension ?? 1_800_004n;
  const loan = f.loan ?? 0n;
  const gross = basic + housing + overtime;
  const lines = [
    line('component', 'BASIC', 'Basic salary', basic),
    line('component', 'HOUSING', 'Housing', housing),
    ...(overtime ? [line('overtime', 'OVERTIME', 'Overtime', overtime)] : []),
    line('statutory', 'PAYE', 'PAYE tax', paye),
    line('statutory', 'PENSION', 'Pension (employee)', pension),
    line('statutory', 'PENSION_EMPLOYER', 'Pension (employer)', f.pensionEmployer ?? 2_250_005n, true),
    ...(loan ? [line('loan_repayment', 'LOAN_1', 'Car loan', loan)] : []),
  ];
  return { gross, net: gross - paye - pension - loan, paye, pension, overtime, loan, lines };
}

/** Inserts one schedule row of `companyId`; answers its id. */
export async function makeScheduleRow(t: TestApp, companyId: number, f: RowFixture): Promise<number> {
  const x = rowFigures(f);
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    const r = await tx.execute<{ id: string }>(sql`
      INSERT INTO payroll_schedule_rows (company_id, employee_id, year, month, status, source, days_in_month,
        days_paid, basic_kobo, gross_pay_kobo, overtime_kobo, loan_repayment_kobo, paye_kobo,
        pension_employee_kobo, pension_employer_kobo, net_pay_kobo, lines, confirmed_at)
      VALUES (${companyId}, ${f.employeeId}, ${f.year}, ${f.month}, ${f.status ?? 'confirmed'},
        ${f.source ?? 'run'}, 30, 30, ${(f.basic ?? 15_000_000n).toString()}::bigint, ${x.gross.toString()}::bigint,
        ${x.overtime.toString()}::bigint, ${x.loan.toString()}::bigint, ${x.paye.toString()}::bigint,
        ${x.pension.toString()}::bigint, ${(f.pensionEmployer ?? 2_250_005n).toString()}::bigint,
        ${x.net.toString()}::bigint, ${JSON.stringify(x.lines)}::jsonb,
        CASE WHEN ${f.status ?? 'confirmed'} = 'confirmed' THEN now() END)
      RETURNING id`);
    return Number(must(r.rows[0], 'the new schedule row').id);
  });
}

/** The id of the employee with this email in `companyId`. */
export async function employeeIdByEmail(t: TestApp, companyId: number, email: string): Promise<number> {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    const r = await tx.execute<{ id: string }>(
      sql`SELECT id FROM employees WHERE company_id = ${companyId} AND lower(email) = lower(${email})`,
    );
    return Number(must(r.rows[0], `the employee ${email}`).id);
  });
}

const periodOf = (year: number, month: number): PayPeriod => {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { year, month, start: `${year}-${mm}-01`, end: `${year}-${mm}-${days}`, daysInMonth: days };
};

/** Tells the confirm listeners a month was confirmed, in a transaction of its own, as confirm does. */
export async function announceConfirmed(
  t: TestApp,
  companyId: number,
  year: number,
  month: number,
  employeeIds: number[],
): Promise<void> {
  await runAsTenant(t.database, companyId, { system: 'test confirm' }, t.app.log, async (ctx) => {
    for (const listener of payrollConfirmListeners()) await listener(ctx, periodOf(year, month), employeeIds);
  });
}
