import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import type { ScheduleLine } from '../schedule/pay-item-source.ts';

/**
 * Salary schedule rows written straight into the table for the report tests (the run that writes
 * them is another area's): figures that add up the way the run's do, in whole kobo.
 */
export interface PayFixture {
  employeeId: number;
  branchId: number | null;
  departmentId: number | null;
  year: number;
  month: number;
  status?: 'open' | 'confirmed';
  /** An ISO timestamp; confirmed rows default to the 28th at noon, Lagos time. */
  confirmedAt?: string | null;
  basic: number;
  housing: number;
  allowance?: number;
  deduction?: number;
  paye: number;
  nhf?: boolean;
  /** A company's own employer remittance (group life), beside pension, NSITF and ITF. */
  groupLife?: number;
}

const line = (
  kind: ScheduleLine['kind'],
  code: string,
  name: string,
  amount: number,
  employer = false,
): ScheduleLine => ({
  kind,
  code,
  name,
  amount_kobo: String(amount),
  taxable: kind !== 'statutory' && kind !== 'deduction',
  pensionable: kind === 'component',
  source: kind === 'statutory' ? 'statutory' : kind === 'component' ? 'package' : 'allowances',
  ...(employer ? { employer: true } : {}),
});

/** The row's figures and lines, as a run would write them. */
export function payOf(p: PayFixture) {
  const allowance = p.allowance ?? 0;
  const deduction = p.deduction ?? 0;
  const gross = p.basic + p.housing + allowance;
  const pensionable = p.basic + p.housing;
  const pensionEmployee = Math.round(pensionable * 0.08);
  const pensionEmployer = Math.round(pensionable * 0.1);
  const nhf = p.nhf === false ? 0 : Math.round(p.basic * 0.025);
  const nsitf = Math.round(gross * 0.01);
  const itf = Math.round(gross * 0.01);
  const net = gross - p.paye - pensionEmployee - nhf - deduction;
  const lines = [
    line('component', 'BASIC', 'Basic', p.basic),
    line('component', 'HOUSING', 'Housing', p.housing),
    ...(allowance ? [line('allowance', 'ALLOWANCE_1', 'Meal allowance', allowance)] : []),
    ...(deduction ? [line('deduction', 'DEDUCTION_1', 'Cooperative', deduction)] : []),
    line('statutory', 'PAYE', 'PAYE', p.paye),
    line('statutory', 'PENSION', 'Pension', pensionEmployee),
    ...(nhf ? [line('statutory', 'NHF', 'NHF', nhf)] : []),
    line('statutory', 'PENSION_EMPLOYER', 'Pension (employer)', pensionEmployer, true),
    line('statutory', 'NSITF', 'NSITF', nsitf, true),
    line('statutory', 'ITF', 'ITF', itf, true),
    ...(p.groupLife ? [line('statutory', 'GROUP_LIFE', 'Group life', p.groupLife, true)] : []),
  ];
  return { gross, pensionable, pensionEmployee, pensionEmployer, nhf, nsitf, itf, net, lines };
}

export async function insertPay(tx: Tx, companyId: number, p: PayFixture) {
  const pay = payOf(p);
  const status = p.status ?? 'confirmed';
  const pad = (n: number) => String(n).padStart(2, '0');
  const confirmedAt =
    status === 'open' ? null : (p.confirmedAt ?? `${p.year}-${pad(p.month)}-28T12:00:00+01:00`);
  await tx.execute(sql`
    INSERT INTO payroll_schedule_rows (company_id, employee_id, year, month, status, source, branch_id,
      department_id, days_in_month, days_paid, monthly_salary_kobo, basic_kobo, gross_pay_kobo,
      taxable_pay_kobo, pensionable_pay_kobo, deductions_kobo, paye_kobo, pension_employee_kobo,
      pension_employer_kobo, nhf_kobo, nsitf_kobo, itf_kobo, net_pay_kobo, lines, confirmed_at)
    VALUES (${companyId}, ${p.employeeId}, ${p.year}, ${p.month}, ${status}, 'run', ${p.branchId},
      ${p.departmentId}, 30, 30, ${pay.gross}, ${p.basic}, ${pay.gross}, ${pay.gross}, ${pay.pensionable},
      ${p.deduction ?? 0}, ${p.paye}, ${pay.pensionEmployee}, ${pay.pensionEmployer}, ${pay.nhf},
      ${pay.nsitf}, ${pay.itf}, ${pay.net}, ${JSON.stringify(pay.lines)}::jsonb, ${confirmedAt}::timestamptz)`);
  return pay;
}

/** The employee record's remittance fields (state of residence, PFA, RSA PIN, tax id). */
export async function setRemittanceFields(
  tx: Tx,
  companyId: number,
  employeeId: number,
  v: { taxState?: string | null; pfa?: string | null; rsaPin?: string | null; taxId?: string | null },
) {
  await tx.execute(sql`
    UPDATE employees SET tax_state = ${v.taxState ?? null}, pension_fund_administrator = ${v.pfa ?? null},
      rsa_pin = ${v.rsaPin ?? null}, tax_id = ${v.taxId ?? null}
    WHERE company_id = ${companyId} AND id = ${employeeId}`);
}
