import { sql } from 'drizzle-orm';
import { koboToNaira, monthOfDate, type BenefitDeductionPayment } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import type { PayItemLine, PayItemSource, PayPeriod } from '../schedule/pay-item-source.ts';

/**
 * The benefits and deductions' pay item source's reads and writes (ADR 41, 54), and the months paid
 * that view-details shows. Every statement names the company as well as relying on RLS (ADR 18).
 */

type LineRow = {
  id: string | number;
  employee_id: string | number;
  name: string;
  amount_kobo: string | number;
  is_deduction: boolean;
  is_taxable: boolean;
};

/**
 * The month's lines: each approved record that covers it (a one-off its start month; a monthly one
 * start to end), for every employee asked, in one statement. A benefit is earnings (taxable as its
 * type says, never pensionable); a deduction is taken from net pay after tax.
 */
export const benefitDeductionLines: PayItemSource['lines'] = async (tx, companyId, period, employeeIds) => {
  if (employeeIds.length === 0) return [];
  const r = await tx.execute<LineRow>(sql`
    SELECT r.id, r.employee_id, t.name, r.amount_kobo, t.is_deduction, t.is_taxable
    FROM payroll_benefit_deductions r
    JOIN payroll_benefit_deduction_types t ON t.company_id = r.company_id AND t.id = r.type_id
    WHERE r.company_id = ${companyId} AND r.status = 'approved'
      AND r.employee_id = ANY(${pgArray(employeeIds)}::bigint[])
      AND r.start_month <= ${period.start}::date
      AND (CASE WHEN r.frequency = 'one_off' THEN r.start_month ELSE r.end_month END) >= ${period.start}::date
    ORDER BY r.employee_id, r.id`);
  return r.rows.map((row) => ({
    employeeId: Number(row.employee_id),
    kind: row.is_deduction ? 'deduction' : 'benefit',
    code: `BD_${Number(row.id)}`,
    name: row.name,
    amountKobo: BigInt(row.amount_kobo),
    taxable: !row.is_deduction && row.is_taxable,
    pensionable: false,
    ref: String(Number(row.id)),
  }));
};

/** The month was confirmed with these lines: each record paid (or taken) once for the month. */
export async function recordPayments(
  tx: Tx,
  companyId: number,
  period: PayPeriod,
  lines: readonly PayItemLine[],
): Promise<void> {
  const paid = lines.filter((l) => l.ref !== undefined && /^\d+$/.test(l.ref));
  if (paid.length === 0) return;
  const ids = paid.map((l) => Number(l.ref));
  const amounts = paid.map((l) => l.amountKobo.toString());
  await tx.execute(sql`
    INSERT INTO payroll_benefit_deduction_payments (company_id, benefit_deduction_id, month, amount_kobo)
    SELECT ${companyId}, p.id, ${period.start}::date, p.amount
    FROM unnest(${pgArray(ids)}::bigint[], ${pgArray(amounts)}::bigint[]) AS p(id, amount)
    WHERE EXISTS (SELECT 1 FROM payroll_benefit_deductions r WHERE r.company_id = ${companyId} AND r.id = p.id)
    ON CONFLICT (company_id, benefit_deduction_id, month) DO NOTHING`);
}

/** The months a confirmed payroll paid the record, oldest first. */
export async function paymentsOf(tx: Tx, companyId: number, id: number): Promise<BenefitDeductionPayment[]> {
  const r = await tx.execute<{
    month: string;
    amount_kobo: string | number;
    confirmed_at: string | Date;
  }>(sql`
    SELECT month::text AS month, amount_kobo, confirmed_at FROM payroll_benefit_deduction_payments
    WHERE company_id = ${companyId} AND benefit_deduction_id = ${id} ORDER BY month`);
  return r.rows.map((p) => ({
    month: monthOfDate(p.month),
    amount: koboToNaira(Number(p.amount_kobo)),
    confirmed_at: new Date(p.confirmed_at).toISOString(),
  }));
}
