import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { expectRow } from '../../platform/db/rows.ts';

/**
 * The demo's benefits and deductions (issue 20, ADR 54): three types, an approved monthly housing
 * support (taxable) for the Abuja staff and an approved monthly cooperative savings for the
 * self-service employee and a few colleagues, both for the whole year, so every demo payroll month
 * shows them; and a pending one-off medical support the owner finds in the approvals inbox.
 *
 * Seeded before the demo's payroll year (demo.ts), whose run then pays them; the months before the
 * current one, which that seed confirms, are recorded as paid here as a confirmation would.
 */
export async function seedDemoBenefits(tx: Tx, companyId: number, today = new Date()): Promise<void> {
  const year = today.getUTCFullYear();
  const currentMonth = today.getUTCMonth() + 1;
  const type = async (name: string, deduction: boolean, taxable: boolean, description: string) =>
    Number(
      expectRow(
        (
          await tx.execute<{ id: string | number }>(sql`
            INSERT INTO payroll_benefit_deduction_types (company_id, name, is_deduction, is_taxable, description)
            VALUES (${companyId}, ${name}, ${deduction}, ${taxable}, ${description}) RETURNING id`)
        ).rows,
        `the demo type ${name}`,
      ).id,
    );
  const housing = await type('Housing support', false, true, 'Monthly help with rent, taxed with salary');
  const savings = await type(
    'Cooperative savings',
    true,
    false,
    'Monthly savings with the staff cooperative',
  );
  const medical = await type('Medical support', false, false, 'A one-off towards medical bills');

  const start = `${year}-01-01`;
  const end = `${year}-12-01`;
  // Staff employed all year, entered by the owner: the payroll pays each of them every month.
  const owner = sql`(SELECT o.id FROM employees o WHERE o.company_id = ${companyId} AND o.email = 'admin@demo.example')`;
  const allYear = sql`e.company_id = ${companyId} AND e.archived_at IS NULL AND e.exit_date IS NULL
    AND e.appointment_date < ${start}::date AND e.id <> ${owner}`;
  await tx.execute(sql`
    INSERT INTO payroll_benefit_deductions (company_id, employee_id, type_id, amount_kobo, frequency,
      start_month, end_month, note, status, decided_at, created_by)
    SELECT ${companyId}, e.id, ${housing}, 5000000, 'monthly', ${start}::date, ${end}::date,
      'Abuja rent support', 'approved', ${start}::timestamptz, ${owner}
    FROM employees e JOIN branches b ON b.company_id = e.company_id AND b.id = e.branch_id
    WHERE ${allYear} AND b.station_name ILIKE 'Abuja%' AND e.email <> 'hr@demo.example'`);
  await tx.execute(sql`
    INSERT INTO payroll_benefit_deductions (company_id, employee_id, type_id, amount_kobo, frequency,
      start_month, end_month, note, status, decided_at, created_by)
    SELECT ${companyId}, e.id, ${savings}, 1500000, 'monthly', ${start}::date, ${end}::date,
      'Cooperative members', 'approved', ${start}::timestamptz, ${owner}
    FROM employees e WHERE ${allYear} AND (e.email = 'employee@demo.example' OR e.id % 7 = 0)`);
  // Entered by the HR officer, so it waits on the owner (a holder of 'approve benefit deduction').
  await tx.execute(sql`
    INSERT INTO payroll_benefit_deductions (company_id, employee_id, type_id, amount_kobo, frequency,
      start_month, note, status, created_by)
    SELECT ${companyId}, e.id, ${medical}, 7500000, 'one_off',
      ${`${year}-${String(currentMonth).padStart(2, '0')}-01`}::date, 'Hospital bill after surgery', 'pending',
      (SELECT h.id FROM employees h WHERE h.company_id = ${companyId} AND h.email = 'hr@demo.example')
    FROM employees e WHERE ${allYear} AND e.email <> 'hr@demo.example' AND e.email <> 'employee@demo.example'
    ORDER BY e.id LIMIT 1`);
  // The months the demo's payroll confirms (before the current one) paid them.
  await tx.execute(sql`
    INSERT INTO payroll_benefit_deduction_payments (company_id, benefit_deduction_id, month, amount_kobo, confirmed_at)
    SELECT r.company_id, r.id, m.month::date, r.amount_kobo, m.month + interval '1 month' - interval '2 days'
    FROM payroll_benefit_deductions r
    CROSS JOIN generate_series(${start}::date, ${`${year}-${String(currentMonth).padStart(2, '0')}-01`}::date - interval '1 month', interval '1 month') AS m(month)
    WHERE r.company_id = ${companyId} AND r.status = 'approved'`);
}
