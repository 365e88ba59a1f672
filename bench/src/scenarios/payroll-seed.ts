import { analyse, asOwner } from './as-owner.ts';
import type { BenchContext } from './types.ts';

/** The month the payroll scenario runs: November 2026 (30 days), after every other scenario's. */
export const PAYROLL_MONTH = { year: 2026, month: 11, start: '2026-11-01', end: '2026-11-30', days: 30 };
/** Issue 19's size: 10,000 employees paid, about 20 components each. */
export const PAYROLL_EMPLOYEES = 10_000;
const PACKAGES = 10;

/**
 * The payroll scenario's data for the bench tenant (set-based, as the owner): employees topped up to
 * 10,000 current ones, 16 pay breakdown items beside the company's four defaults (fixed, percentage
 * and formula ones, so the run evaluates all three), ten packages of ₦150,000 to ₦600,000 holding all
 * twenty, every employee assigned one from January, and approved overtime for one in five.
 */
export async function seedPayroll(ctx: BenchContext): Promise<{ employees: number; components: number }> {
  const counts = await asOwner(
    ctx,
    async (owner, company) => {
      await owner.query(
        `WITH live AS (SELECT count(*)::int AS n FROM employees WHERE company_id = $1 AND archived_at IS NULL),
            br AS (SELECT array_agg(id ORDER BY id) AS ids FROM branches WHERE company_id = $1)
       INSERT INTO employees (company_id, first_name, last_name, pin, branch_id, appointment_date, status, profile_completed)
       SELECT $1, 'Payroll', 'Bench ' || g, 'PB' || g, br.ids[1 + g % cardinality(br.ids)], '2019-01-07', 1, true
       FROM live, br, generate_series(1, greatest(0, $2 - live.n)) AS g`,
        [company, PAYROLL_EMPLOYEES],
      );
      await owner.query(
        `INSERT INTO pay_breakdowns (company_id, allowance_name, code, component_type, calculation_type, percentage,
         amount_kobo, formula, is_pensionable, is_taxable, position)
       SELECT $1, v.name, v.code, 'other', v.calc, v.pct, v.amount, v.formula, false, v.taxable, 10 + v.pos
       FROM (VALUES
         ('Meal', 'MEAL', 'fixed', NULL, 1500000, NULL, true, 1),
         ('Data', 'DATA', 'fixed', NULL, 500000, NULL, true, 2),
         ('Fuel', 'FUEL', 'fixed', NULL, 2000000, NULL, true, 3),
         ('Uniform', 'UNIFORM', 'fixed', NULL, 300000, NULL, false, 4),
         ('Security', 'SECURITY', 'fixed', NULL, 250000, NULL, true, 5),
         ('Wellness', 'WELLNESS', 'fixed', NULL, 400000, NULL, false, 6),
         ('Leave Grant', 'LEAVE', 'percentage', 5.00, NULL, NULL, true, 7),
         ('Entertainment', 'ENTERTAIN', 'percentage', 2.50, NULL, NULL, true, 8),
         ('Furniture', 'FURNITURE', 'percentage', 3.00, NULL, NULL, true, 9),
         ('Education', 'EDUCATION', 'percentage', 1.75, NULL, NULL, true, 10),
         ('Domestic', 'DOMESTIC', 'percentage', 4.00, NULL, NULL, true, 11),
         ('Hardship', 'HARDSHIP', 'percentage', 1.25, NULL, NULL, true, 12),
         ('Basic Bonus', 'BONUS', 'formula', NULL, NULL, 'round(BASIC * 0.1, 2)', true, 13),
         ('Capped Responsibility', 'RESP', 'formula', NULL, NULL, 'min(monthly_salary * 0.05, 25000)', true, 14),
         ('Full Month', 'FULLMONTH', 'formula', NULL, NULL, 'if(days_paid < days_in_month, 0, 5000)', true, 15),
         ('Housing Top-up', 'HOUSETOP', 'formula', NULL, NULL, 'max(HOUSING / 10, 1000)', true, 16)
       ) AS v(name, code, calc, pct, amount, formula, taxable, pos)`,
        [company],
      );
      await owner.query(
        `INSERT INTO pay_packages (company_id, package_name, monthly_salary_kobo)
       SELECT $1, 'Bench grade ' || g, (150000 + (g - 1) * 50000) * 100 FROM generate_series(1, $2) AS g`,
        [company, PACKAGES],
      );
      await owner.query(
        `INSERT INTO pay_package_items (company_id, pay_package_id, pay_breakdown_id)
       SELECT $1, p.id, b.id FROM pay_packages p JOIN pay_breakdowns b ON b.company_id = p.company_id
       WHERE p.company_id = $1 AND p.package_name LIKE 'Bench grade %'`,
        [company],
      );
      await owner.query(
        `WITH staff AS (SELECT id, row_number() OVER (ORDER BY id) AS i FROM employees
                      WHERE company_id = $1 AND archived_at IS NULL),
            packs AS (SELECT id, row_number() OVER (ORDER BY id) AS j FROM pay_packages
                      WHERE company_id = $1 AND package_name LIKE 'Bench grade %')
       INSERT INTO employee_pay_packages (company_id, employee_id, effective_from, pay_package_id)
       SELECT $1, s.id, '2026-01-01', p.id FROM staff s JOIN packs p ON p.j = 1 + s.i % $2`,
        [company, PACKAGES],
      );
      await owner.query(
        `INSERT INTO overtime_records (company_id, employee_id, day, start_at, end_at, actual_minutes,
         hourly_rate_kobo, amount_kobo, status, decided_at)
       SELECT $1, id, $2::date, $2::date + time '17:30', $2::date + time '19:00', 90, 750000, 1125000, 'approved', now()
       FROM employees WHERE company_id = $1 AND archived_at IS NULL AND id % 5 = 0`,
        [company, `${PAYROLL_MONTH.start.slice(0, 8)}10`],
      );
      const found = await owner.query<{ employees: string; components: string }>(
        `SELECT (SELECT count(*) FROM employee_pay_packages WHERE company_id = $1) AS employees,
                (SELECT count(*) FROM pay_breakdowns WHERE company_id = $1) AS components`,
        [company],
      );
      return found.rows[0];
    },
    { transaction: true },
  );
  await analyse(
    ctx,
    'employees, pay_breakdowns, pay_packages, pay_package_items, employee_pay_packages, overtime_records',
  );
  return { employees: Number(counts?.employees), components: Number(counts?.components) };
}

/**
 * The floor (ARCHITECTURE §6): one set-based statement that computes every paid employee's
 * percentage and fixed components for the month, their gross and their lines, and upserts the same
 * rows the run writes (formulas, tax and the statutory lines left out: what the database alone costs
 * to produce and store the rows).
 */
export const PAYROLL_FLOOR_SQL = `
  WITH pk AS (
    SELECT DISTINCT ON (a.employee_id) a.employee_id, a.pay_package_id
    FROM employee_pay_packages a
    WHERE a.company_id = $1 AND a.effective_from <= $2::date
    ORDER BY a.employee_id, a.effective_from DESC),
  comp AS (
    SELECT pk.employee_id, p.monthly_salary_kobo, b.code, b.allowance_name, b.position, b.is_taxable,
           CASE b.calculation_type
             WHEN 'percentage' THEN round(p.monthly_salary_kobo * b.percentage / 100)::bigint
             WHEN 'fixed' THEN coalesce(i.amount_kobo, b.amount_kobo, 0)
             ELSE 0 END AS amount
    FROM pk
    JOIN employees e ON e.company_id = $1 AND e.id = pk.employee_id AND e.archived_at IS NULL
    JOIN pay_packages p ON p.company_id = $1 AND p.id = pk.pay_package_id
    JOIN pay_package_items i ON i.company_id = $1 AND i.pay_package_id = p.id
    JOIN pay_breakdowns b ON b.company_id = $1 AND b.id = i.pay_breakdown_id),
  agg AS (
    SELECT employee_id, max(monthly_salary_kobo) AS salary, sum(amount) AS gross,
           sum(amount) FILTER (WHERE is_taxable) AS taxable,
           jsonb_agg(jsonb_build_object('kind', 'component', 'code', code, 'name', allowance_name,
             'amount_kobo', amount::text, 'taxable', is_taxable, 'pensionable', false, 'source', 'package')
             ORDER BY position) AS lines
    FROM comp GROUP BY employee_id)
  INSERT INTO payroll_schedule_rows (company_id, employee_id, year, month, days_in_month, days_paid,
    monthly_salary_kobo, gross_pay_kobo, taxable_pay_kobo, net_pay_kobo, lines)
  SELECT $1, employee_id, $3, $4, $5, $5, salary, gross, taxable, gross, lines FROM agg
  ON CONFLICT (company_id, employee_id, year, month) DO UPDATE SET
    monthly_salary_kobo = EXCLUDED.monthly_salary_kobo, gross_pay_kobo = EXCLUDED.gross_pay_kobo,
    taxable_pay_kobo = EXCLUDED.taxable_pay_kobo, net_pay_kobo = EXCLUDED.net_pay_kobo,
    lines = EXCLUDED.lines, computed_at = now(), updated_at = now()
  WHERE payroll_schedule_rows.status = 'open'`;
