import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { expectRow } from '../../platform/db/rows.ts';
import { runMonthForDemo } from '../../modules/payroll/index.ts';

/**
 * The demo's payroll (issue 19): four pay packages on the default breakdown, every employee on one
 * from the start of the year (or the day they joined), their payroll details (state of residence,
 * PFA and RSA PIN, declared rent for some, NHF), a hazard allowance for the Port Harcourt staff, and
 * the year run month by month through the real run up to the current month: every month before it
 * confirmed (so payslips, year-to-date figures, reports and the dashboard have data), the current
 * month computed and open (so the salary schedule, the variance and confirm have something to do).
 */
const PACKAGES = [
  { name: 'Graduate Trainee', description: 'Entry level, first two years', salaryKobo: 150_000_00 },
  { name: 'Officer', description: 'Officers and analysts', salaryKobo: 350_000_00 },
  { name: 'Senior Officer', description: 'Senior officers and team leads', salaryKobo: 600_000_00 },
  { name: 'Manager', description: 'Heads of unit and managers', salaryKobo: 1_200_000_00 },
] as const;

const PFAS = [
  'Stanbic IBTC Pension Managers Limited',
  'Access ARM Pensions Limited',
  'Leadway Pensure PFA Limited',
];

export async function seedDemoPayroll(tx: Tx, companyId: number, today = new Date()): Promise<void> {
  const year = today.getUTCFullYear();
  const currentMonth = today.getUTCMonth() + 1;
  const packageIds: number[] = [];
  for (const p of PACKAGES) {
    const row = expectRow(
      (
        await tx.execute<{ id: string | number }>(sql`
          INSERT INTO pay_packages (company_id, package_name, description, monthly_salary_kobo)
          VALUES (${companyId}, ${p.name}, ${p.description}, ${p.salaryKobo}) RETURNING id`)
      ).rows,
      `the demo pay package ${p.name}`,
    );
    packageIds.push(Number(row.id));
  }
  await tx.execute(sql`
    INSERT INTO pay_package_items (company_id, pay_package_id, pay_breakdown_id)
    SELECT ${companyId}, p.id, b.id FROM pay_packages p JOIN pay_breakdowns b ON b.company_id = p.company_id
    WHERE p.company_id = ${companyId}`);
  // Packages by seniority in the demo's order of hiring: most are officers, a few managers.
  const ids = sql`${`{${packageIds.join(',')}}`}::bigint[]`;
  await tx.execute(sql`
    INSERT INTO employee_pay_packages (company_id, employee_id, effective_from, pay_package_id)
    SELECT e.company_id, e.id, greatest(${`${year}-01-01`}::date, coalesce(e.appointment_date, ${`${year}-01-01`}::date)),
      (${ids})[CASE WHEN e.id % 10 = 0 THEN 4 WHEN e.id % 5 = 0 THEN 3 WHEN e.id % 3 = 0 THEN 1 ELSE 2 END]
    FROM employees e WHERE e.company_id = ${companyId}`);
  await tx.execute(sql`
    UPDATE employees e SET
      tax_state = CASE WHEN e.state IN ('Lagos', 'FCT', 'Rivers', 'Oyo', 'Kano', 'Enugu') THEN e.state ELSE 'Lagos' END,
      pension_fund_administrator = (${`{${PFAS.map((p) => `"${p}"`).join(',')}}`}::text[])[1 + e.id % 3],
      rsa_pin = 'PEN' || lpad((100200300000 + e.id)::text, 12, '0'),
      annual_rent_kobo = CASE WHEN e.id % 3 = 0 THEN 120000000 ELSE 0 END,
      nhf_enabled = e.id % 4 <> 0
    WHERE e.company_id = ${companyId}`);
  await seedHazardAllowance(tx, companyId, year);
  for (let month = 1; month <= currentMonth; month++) await runMonthForDemo(tx, companyId, year, month);
  // Months before this one are paid: confirmed on the last working day, their payslips "mailed".
  await tx.execute(sql`
    UPDATE payroll_schedule_rows SET status = 'confirmed', payslip_mailed_at = now(),
      confirmed_at = make_date(year, month, 1) + interval '1 month' - interval '2 days'
    WHERE company_id = ${companyId} AND year = ${year} AND month < ${currentMonth}`);
}

/** ₦25,000 a month to the Port Harcourt staff, taxable, since January. */
async function seedHazardAllowance(tx: Tx, companyId: number, year: number): Promise<void> {
  const row = expectRow(
    (
      await tx.execute<{ id: string | number }>(sql`
        INSERT INTO payroll_allowances (company_id, name, code, description, calculation_type, amount_kobo,
          is_taxable, is_pensionable, claimable)
        VALUES (${companyId}, 'Hazard allowance', 'HAZARD', 'Paid to staff at the Port Harcourt branch',
          'fixed', 2500000, true, false, false) RETURNING id`)
    ).rows,
    'the demo hazard allowance',
  );
  await tx.execute(sql`
    INSERT INTO payroll_allowance_employees (company_id, allowance_id, employee_id, from_month)
    SELECT e.company_id, ${Number(row.id)}, e.id, ${`${year}-01-01`}::date
    FROM employees e JOIN branches b ON b.company_id = e.company_id AND b.id = e.branch_id
    WHERE e.company_id = ${companyId} AND b.station_name = 'Port Harcourt Branch'`);
}
