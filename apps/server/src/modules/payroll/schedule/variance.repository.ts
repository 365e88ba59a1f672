import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import type { PayPeriod } from './pay-item-source.ts';
import { scopeWhere, type ScheduleScope } from './schedule-scope.repository.ts';
import type { VarianceEmployee, VarianceSide } from './variance.ts';

type Num = string | number;

type SideRow = {
  employee_id: Num;
  first_name: string;
  last_name: string;
  pin: string | null;
  appointment_date: string | null;
  exit_date: string | null;
  annual_rent_kobo: Num;
  days_paid: Num;
  days_in_month: Num;
  pay_package_id: Num | null;
  tax_table_id: Num | null;
  monthly_salary_kobo: Num;
  gross_pay_kobo: Num;
  basic_kobo: Num;
  pensionable_pay_kobo: Num;
  taxable_pay_kobo: Num;
  eligible_deductions_kobo: Num;
  overtime_kobo: Num;
  allowance_kobo: Num;
  benefits_kobo: Num;
  deductions_kobo: Num;
  loan_repayment_kobo: Num;
  pension_employee_kobo: Num;
  nhf_kobo: Num;
  nhis_kobo: Num;
  net_pay_kobo: Num;
  components_key: string | null;
};

export interface VarianceWho extends VarianceEmployee {
  employeeId: number;
  name: string;
  /** Last name first, for the list's order. */
  sortName: string;
  pin: string | null;
}

const num = (v: Num | null) => (v === null ? null : Number(v));

function sideOf(r: SideRow): VarianceSide {
  return {
    daysPaid: Number(r.days_paid),
    daysInMonth: Number(r.days_in_month),
    payPackageId: num(r.pay_package_id),
    monthlySalaryKobo: BigInt(r.monthly_salary_kobo),
    grossKobo: BigInt(r.gross_pay_kobo),
    basicKobo: BigInt(r.basic_kobo),
    pensionableKobo: BigInt(r.pensionable_pay_kobo),
    taxableKobo: BigInt(r.taxable_pay_kobo),
    eligibleDeductionsKobo: BigInt(r.eligible_deductions_kobo),
    overtimeKobo: BigInt(r.overtime_kobo),
    allowanceKobo: BigInt(r.allowance_kobo),
    benefitsKobo: BigInt(r.benefits_kobo),
    deductionsKobo: BigInt(r.deductions_kobo),
    loanRepaymentKobo: BigInt(r.loan_repayment_kobo),
    pensionEmployeeKobo: BigInt(r.pension_employee_kobo),
    nhfKobo: BigInt(r.nhf_kobo),
    nhisKobo: BigInt(r.nhis_kobo),
    netKobo: BigInt(r.net_pay_kobo),
    taxTableId: num(r.tax_table_id),
    componentsKey: r.components_key ?? '',
  };
}

/**
 * One month's rows of the employees in scope, with who they are: the allowance lines' sum and the
 * component lines' key are read from `lines` in the statement, so no row's lines travel.
 */
export async function varianceMonth(
  tx: Tx,
  companyId: number,
  scope: ScheduleScope,
  period: PayPeriod,
): Promise<Map<number, { who: VarianceWho; side: VarianceSide }>> {
  const r = await tx.execute<SideRow>(sql`
    SELECT r.employee_id, e.first_name, e.last_name, e.pin, e.appointment_date::text AS appointment_date,
           e.exit_date::text AS exit_date, e.annual_rent_kobo, r.days_paid, r.days_in_month,
           r.pay_package_id, r.tax_table_id, r.monthly_salary_kobo, r.gross_pay_kobo, r.basic_kobo,
           r.pensionable_pay_kobo, r.taxable_pay_kobo, r.eligible_deductions_kobo, r.overtime_kobo,
           (SELECT coalesce(sum((l->>'amount_kobo')::bigint), 0) FROM jsonb_array_elements(r.lines) l
             WHERE l->>'kind' = 'allowance') AS allowance_kobo,
           r.benefits_kobo, r.deductions_kobo, r.loan_repayment_kobo, r.pension_employee_kobo,
           r.nhf_kobo, r.nhis_kobo, r.net_pay_kobo,
           (SELECT string_agg((l->>'code') || '=' || (l->>'amount_kobo'), ',' ORDER BY o)
              FROM jsonb_array_elements(r.lines) WITH ORDINALITY AS x(l, o)
             WHERE l->>'kind' = 'component') AS components_key
    FROM payroll_schedule_rows r
    JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
    WHERE r.company_id = ${companyId} AND r.year = ${period.year} AND r.month = ${period.month}
      AND ${scopeWhere(companyId, scope)}`);
  const out = new Map<number, { who: VarianceWho; side: VarianceSide }>();
  for (const row of r.rows) {
    const employeeId = Number(row.employee_id);
    out.set(employeeId, {
      who: {
        employeeId,
        name: `${row.first_name} ${row.last_name}`,
        sortName: `${row.last_name} ${row.first_name}`.toLowerCase(),
        pin: row.pin,
        appointmentDate: row.appointment_date,
        exitDate: row.exit_date,
        annualRentKobo: BigInt(row.annual_rent_kobo),
      },
      side: sideOf(row),
    });
  }
  return out;
}
