import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { expectRow } from '../../platform/db/rows.ts';
import { demoDays } from './seed-days.ts';

/**
 * The demo's appraisals (issue 22, ADR 64): last year's settings with an ended H2 cycle (every
 * appraisal rated by both sides, approved, its final score and grade fixed) and this year's with an
 * open H2 cycle in progress, due in two weeks: the demo employee has a self-rating draft, a colleague
 * has submitted, another is approved. The HR officer appraises the demo employee and five colleagues;
 * the owner appraises the HR officer.
 */
export const DEMO_ENDED_CYCLE = 'H2 appraisal, last year';
export const DEMO_OPEN_CYCLE = 'H2 appraisal, this year';

const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;

const SECTIONS = [
  {
    name: 'Results',
    weight: 60,
    kpis: [
      {
        id: 1,
        name: 'Delivery against agreed objectives',
        description: null,
        weight: 50,
        target: 'All quarterly objectives met',
      },
      {
        id: 2,
        name: 'Quality of work',
        description: 'Rework and errors found after delivery',
        weight: 30,
        target: 'Under 5% rework',
      },
      { id: 3, name: 'Timeliness', description: null, weight: 20, target: 'Deadlines met' },
    ],
  },
  {
    name: 'Behaviours',
    weight: 40,
    kpis: [
      {
        id: 4,
        name: 'Teamwork',
        description: 'Helps colleagues and shares knowledge',
        weight: 70,
        target: null,
      },
      { id: 5, name: 'Customer focus', description: null, weight: 30, target: null },
    ],
  },
];
const SCALE = {
  min: 1,
  max: 5,
  labels: { '1': 'Poor', '2': 'Fair', '3': 'Good', '4': 'Very good', '5': 'Excellent' },
};
const WEIGHTS = { self: 30, appraiser: 70 };
const GRADES: [string, number, number][] = [
  ['Outstanding', 85, 100],
  ['Exceeds', 70, 84],
  ['Meets', 50, 69],
  ['Below', 30, 49],
  ['Unsatisfactory', 0, 29],
];

/** A side's score numerator over 100 × (max − min) (the scores module's formula, appraisal-scores.ts). */
const sideNumerator = (scores: number[]) =>
  SECTIONS.flatMap((s) =>
    s.kpis.map((k) => s.weight * k.weight * ((scores[k.id - 1] ?? SCALE.min) - SCALE.min)),
  ).reduce((a, b) => a + b, 0);
/** The final score as two decimals (half up) and its band among the default grades. */
function finalOf(self: number[], appraiser: number[]) {
  const d = 100 * (SCALE.max - SCALE.min) * 100;
  const n = sideNumerator(self) * WEIGHTS.self + sideNumerator(appraiser) * WEIGHTS.appraiser;
  const cents = Math.floor((n * 100 * 2 + d) / (2 * d));
  const score = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const grade = GRADES.find(
    ([, min, max]) => cents >= min * 100 && (cents < (max + 1) * 100 || (max === 100 && cents <= 10000)),
  );
  return { score, grade: grade?.[0] ?? null };
}

async function id(tx: Tx, query: ReturnType<typeof sql>, what: string): Promise<number> {
  return Number(expectRow((await tx.execute<{ id: string | number }>(query)).rows, what).id);
}

async function rate(
  tx: Tx,
  companyId: number,
  appraisalId: number,
  side: 'self' | 'appraiser',
  scores: number[],
  comment: string | null,
) {
  for (const [i, score] of scores.entries())
    await tx.execute(sql`INSERT INTO appraisal_ratings (company_id, appraisal_id, side, kpi_id, score, comment)
      VALUES (${companyId}, ${appraisalId}, ${side}, ${i + 1}, ${score}, ${i === 0 ? comment : null})`);
}

export async function seedDemoAppraisals(tx: Tx, companyId: number, ownerId: number): Promise<void> {
  const hr = await id(
    tx,
    sql`SELECT id FROM employees WHERE company_id = ${companyId} AND email = 'hr@demo.example'`,
    'hr',
  );
  const me = await id(
    tx,
    sql`SELECT id FROM employees WHERE company_id = ${companyId} AND email = 'employee@demo.example'`,
    'me',
  );
  const staff = await tx.execute<{
    id: string | number;
  }>(sql`SELECT id FROM employees WHERE company_id = ${companyId}
    AND id NOT IN (${hr}, ${me}, ${ownerId}) AND archived_at IS NULL ORDER BY id LIMIT 5`);
  const colleagues = staff.rows.map((r) => Number(r.id));
  await tx.execute(sql`INSERT INTO appraisal_appraisers (company_id, appraiser_id, employee_ids)
    VALUES (${companyId}, ${hr}, ${json([me, ...colleagues])}), (${companyId}, ${ownerId}, ${json([hr])})`);
  const { today, day } = await demoDays(tx, companyId);
  const year = Number(today.slice(0, 4));
  const setting = (y: number) =>
    id(
      tx,
      sql`INSERT INTO appraisal_settings (company_id, name, year, periods, self_weight, appraiser_weight)
      VALUES (${companyId}, ${`Appraisals ${y}`}, ${y}, ${json([
        { name: 'H1', start_date: `${y}-01-01`, end_date: `${y}-06-30` },
        { name: 'H2', start_date: `${y}-07-01`, end_date: `${y}-12-31` },
      ])}, ${WEIGHTS.self}, ${WEIGHTS.appraiser}) RETURNING id`,
      'appraisal setting',
    );
  const last = await setting(year - 1);
  const current = await setting(year);
  const card = await id(
    tx,
    sql`INSERT INTO appraisal_scorecards (company_id, name, sections, rating_scale)
    VALUES (${companyId}, 'Core staff scorecard', ${json(SECTIONS)}, ${json(SCALE)}) RETURNING id`,
    'scorecard',
  );
  const members = [me, hr, ...colleagues];
  const appraiserOf = (e: number) => (e === hr ? ownerId : hr);
  const group = (name: string, settingId: number, status: string, due: string) =>
    id(
      tx,
      sql`INSERT INTO appraisal_groups (company_id, name, setting_id, period, scorecard_id, employee_ids, department_ids,
        due_date, status, initiated_at, ended_at)
      VALUES (${companyId}, ${name}, ${settingId}, 'H2', ${card}, ${json(members)}, '[]'::jsonb, ${due}, ${status},
        now() - interval '20 days', ${status === 'ended' ? sql`now() - interval '1 day'` : sql`NULL`}) RETURNING id`,
      'appraisal group',
    );

  // Last year: rated, approved and ended, results fixed (a spread of grades).
  const ended = await group(DEMO_ENDED_CYCLE, last, 'ended', `${year - 1}-12-15`);
  const past: [number[], number[]][] = [
    [
      [4, 4, 3, 4, 4],
      [4, 3, 4, 4, 3],
    ],
    [
      [5, 4, 4, 5, 4],
      [5, 5, 4, 4, 5],
    ],
    [
      [3, 3, 3, 3, 3],
      [3, 2, 3, 3, 2],
    ],
    [
      [5, 5, 5, 5, 5],
      [4, 4, 3, 4, 4],
    ],
    [
      [4, 3, 3, 2, 3],
      [2, 2, 3, 2, 2],
    ],
    [
      [3, 4, 4, 4, 4],
      [4, 4, 5, 4, 5],
    ],
    [
      [2, 3, 2, 3, 3],
      [2, 1, 2, 2, 1],
    ],
  ];
  for (const [i, e] of members.entries()) {
    const [self, appraiser] = past[i % past.length] ?? [
      [3, 3, 3, 3, 3],
      [3, 3, 3, 3, 3],
    ];
    const f = finalOf(self, appraiser);
    const a = await id(
      tx,
      sql`INSERT INTO appraisals (company_id, group_id, employee_id, appraiser_id, status,
        self_submitted_at, appraiser_submitted_at, final_score, final_grade)
      VALUES (${companyId}, ${ended}, ${e}, ${appraiserOf(e)}, 'approved', now() - interval '40 days', now() - interval '35 days',
        ${f.score}, ${f.grade}) RETURNING id`,
      'appraisal',
    );
    await rate(tx, companyId, a, 'self', self, 'Delivered the year-end close on time');
    await rate(tx, companyId, a, 'appraiser', appraiser, 'Solid year; keep building on teamwork');
  }

  // This year: open, due in two weeks.
  const open = await group(DEMO_OPEN_CYCLE, current, 'initiated', day(14));
  for (const [i, e] of members.entries()) {
    const state = e === me ? 'draft' : i === 2 ? 'self' : i === 3 ? 'both' : 'none';
    const a = await id(
      tx,
      sql`INSERT INTO appraisals (company_id, group_id, employee_id, appraiser_id, status,
        self_submitted_at, appraiser_submitted_at)
      VALUES (${companyId}, ${open}, ${e}, ${appraiserOf(e)}, ${state === 'both' ? 'approved' : 'initiated'},
        ${state === 'self' || state === 'both' ? sql`now() - interval '2 days'` : sql`NULL`},
        ${state === 'both' ? sql`now() - interval '1 day'` : sql`NULL`}) RETURNING id`,
      'appraisal',
    );
    if (state === 'draft') await rate(tx, companyId, a, 'self', [4, 3], 'Led the new payroll rollout');
    if (state === 'self' || state === 'both')
      await rate(tx, companyId, a, 'self', [4, 4, 4, 3, 4], 'Closed every ticket in the quarter');
    if (state === 'both') await rate(tx, companyId, a, 'appraiser', [4, 3, 4, 4, 4], 'Reliable and thorough');
  }
}
