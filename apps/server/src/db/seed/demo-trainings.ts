import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { expectRow } from '../../platform/db/rows.ts';
import { demoDays } from './seed-days.ts';

/**
 * The demo's trainings and improvement plan (issue 23, ADR 62): three training categories, a past
 * workplace-safety training with its attendance and scores, an upcoming leadership course the demo
 * employee is enrolled on, and an approved improvement plan for the demo employee, reviewed by the
 * HR officer, its review a month ahead.
 */
export const DEMO_PAST_TRAINING = 'Workplace safety and first aid';
export const DEMO_UPCOMING_TRAINING = 'Leading high-performing teams';

async function insertId(tx: Tx, query: ReturnType<typeof sql>, what: string): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(query);
  return Number(expectRow(r.rows, what).id);
}

async function employeeByEmail(tx: Tx, companyId: number, email: string): Promise<number> {
  return insertId(
    tx,
    sql`SELECT id FROM employees WHERE company_id = ${companyId} AND email = ${email}`,
    email,
  );
}

export async function seedDemoTrainings(tx: Tx, companyId: number): Promise<void> {
  const { day } = await demoDays(tx, companyId);
  const hr = await employeeByEmail(tx, companyId, 'hr@demo.example');
  const me = await employeeByEmail(tx, companyId, 'employee@demo.example');
  const staff = await tx.execute<{ id: string | number }>(sql`SELECT id FROM employees
    WHERE company_id = ${companyId} AND id NOT IN (${hr}, ${me}) ORDER BY id LIMIT 8`);
  const others = staff.rows.map((r) => Number(r.id));

  const categories: Record<string, number> = {};
  for (const [name, description] of [
    ['Compliance', 'Safety, data protection and other trainings the law requires'],
    ['Leadership', 'Courses for team leads and managers'],
    ['Technical skills', 'Tools and skills of each role'],
  ] as const)
    categories[name] = await insertId(
      tx,
      sql`INSERT INTO training_categories (company_id, name, description)
        VALUES (${companyId}, ${name}, ${description}) RETURNING id`,
      'training category',
    );
  await tx.execute(sql`INSERT INTO training_settings (company_id, default_capacity, review_reminder_days)
    VALUES (${companyId}, 25, 7)`);

  const past = await insertId(
    tx,
    sql`INSERT INTO trainings (company_id, title, description, provider, category_id, starts_on, ends_on, location, capacity)
      VALUES (${companyId}, ${DEMO_PAST_TRAINING},
        'Fire safety, evacuation drills and basic first aid for every floor warden.',
        'Nigerian Red Cross Society', ${categories.Compliance ?? null}, ${day(-21)}, ${day(-20)},
        'Lagos HQ, training room 2', 12) RETURNING id`,
    'training',
  );
  const results: [string, number | null][] = [
    ['completed', 88],
    ['completed', 74],
    ['completed', 92],
    ['completed', 65],
    ['no_show', null],
    ['enrolled', null],
  ];
  for (const [i, [status, score]] of results.entries()) {
    const employeeId = others[i];
    if (employeeId === undefined) break;
    await tx.execute(sql`INSERT INTO training_enrolments (company_id, training_id, employee_id, status, score)
      VALUES (${companyId}, ${past}, ${employeeId}, ${status}, ${score})`);
  }

  const upcoming = await insertId(
    tx,
    sql`INSERT INTO trainings (company_id, title, description, provider, category_id, starts_on, ends_on, link, capacity)
      VALUES (${companyId}, ${DEMO_UPCOMING_TRAINING},
        'A four-week online course on coaching, feedback and delegation for team leads.',
        'Lagos Business School', ${categories.Leadership ?? null}, ${day(14)}, ${day(42)},
        'https://learn.lbs.example/leading-teams', 20) RETURNING id`,
    'training',
  );
  for (const employeeId of [me, ...others.slice(6, 8)])
    await tx.execute(sql`INSERT INTO training_enrolments (company_id, training_id, employee_id)
      VALUES (${companyId}, ${upcoming}, ${employeeId})`);

  const plan = await insertId(
    tx,
    sql`INSERT INTO improvement_plans (company_id, employee_id, reviewer_id, reason, review_date, status)
      VALUES (${companyId}, ${me}, ${hr},
        'Customer tickets have stayed open well past the agreed response times this quarter.',
        ${day(30)}, 'approved') RETURNING id`,
    'improvement plan',
  );
  const goals: [string, string, number][] = [
    ['Answer every new ticket within one working day', 'First response time in the helpdesk report', 14],
    ['Close tickets older than two weeks', 'No open ticket older than 14 days', 21],
    ['Complete the customer service refresher course', 'Certificate on file', 28],
  ];
  for (const [position, [text, measure, due]] of goals.entries())
    await tx.execute(sql`INSERT INTO improvement_plan_goals (company_id, plan_id, position, text, measure, due_date)
      VALUES (${companyId}, ${plan}, ${position}, ${text}, ${measure}, ${day(due)})`);
}
