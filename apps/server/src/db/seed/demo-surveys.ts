import { sql } from 'drizzle-orm';
import type { GivenAnswer, SurveyQuestion } from '@clockroom/contracts';
import type { Tx } from '../../platform/db/database.ts';

/**
 * The demo's feedback surveys (issue 23, ADR 60): a closed, named survey about the year-end retreat
 * answered by six staff, and an open anonymous wellbeing pulse answered by four. The demo's sign-ins
 * (admin, HR officer, employee) have answered neither, so each can answer the open one.
 */
const RETREAT: SurveyQuestion[] = [
  { id: 1, text: 'How would you rate the retreat overall?', type: 'rating', options: [], required: true },
  {
    id: 2,
    text: 'Which sessions did you find useful?',
    type: 'multiple',
    options: ['Strategy review', 'Team games', 'Wellness talk', 'Awards night'],
    required: true,
  },
  {
    id: 3,
    text: 'Where should the next retreat hold?',
    type: 'single',
    options: ['Lagos', 'Abuja', 'Calabar'],
    required: true,
  },
  { id: 4, text: 'What would you change next time?', type: 'text', options: [], required: false },
];
const WELLBEING: SurveyQuestion[] = [
  { id: 1, text: 'How manageable is your workload?', type: 'rating', options: [], required: true },
  {
    id: 2,
    text: 'Which working pattern suits you best?',
    type: 'single',
    options: ['In the office', 'Hybrid', 'Mostly remote'],
    required: true,
  },
  { id: 3, text: 'What would improve your wellbeing at work?', type: 'text', options: [], required: false },
];
const RETREAT_ANSWERS: GivenAnswer[][] = [
  [
    { question_id: 1, value: 5 },
    { question_id: 2, value: ['Strategy review', 'Awards night'] },
    { question_id: 3, value: 'Calabar' },
    { question_id: 4, value: 'Start the sessions a little later in the morning' },
  ],
  [
    { question_id: 1, value: 4 },
    { question_id: 2, value: ['Team games'] },
    { question_id: 3, value: 'Calabar' },
  ],
  [
    { question_id: 1, value: 4 },
    { question_id: 2, value: ['Strategy review', 'Wellness talk'] },
    { question_id: 3, value: 'Lagos' },
    { question_id: 4, value: 'More time to meet colleagues from the other branches' },
  ],
  [
    { question_id: 1, value: 3 },
    { question_id: 2, value: ['Wellness talk'] },
    { question_id: 3, value: 'Abuja' },
    { question_id: 4, value: 'Shorter bus journey' },
  ],
  [
    { question_id: 1, value: 5 },
    { question_id: 2, value: ['Team games', 'Awards night'] },
    { question_id: 3, value: 'Calabar' },
  ],
  [
    { question_id: 1, value: 2 },
    { question_id: 2, value: ['Strategy review'] },
    { question_id: 3, value: 'Lagos' },
    { question_id: 4, value: 'Share the agenda a week before' },
  ],
];
const WELLBEING_ANSWERS: GivenAnswer[][] = [
  [
    { question_id: 1, value: 3 },
    { question_id: 2, value: 'Hybrid' },
    { question_id: 3, value: 'Quiet rooms for focused work' },
  ],
  [
    { question_id: 1, value: 2 },
    { question_id: 2, value: 'Hybrid' },
  ],
  [
    { question_id: 1, value: 4 },
    { question_id: 2, value: 'In the office' },
    { question_id: 3, value: 'A fitness allowance' },
  ],
  [
    { question_id: 1, value: 4 },
    { question_id: 2, value: 'Mostly remote' },
  ],
];

async function insertSurvey(
  tx: Tx,
  companyId: number,
  s: {
    title: string;
    description: string;
    anonymous: boolean;
    startsIn: number;
    endsIn: number;
    status: string;
    questions: SurveyQuestion[];
  },
): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(sql`INSERT INTO surveys
      (company_id, title, description, anonymous, starts_on, ends_on, status, questions, audience, created_at, updated_at)
    VALUES (${companyId}, ${s.title}, ${s.description}, ${s.anonymous}, current_date + ${s.startsIn}::int,
      current_date + ${s.endsIn}::int, ${s.status}, ${JSON.stringify(s.questions)}::jsonb, '{"everyone":true}'::jsonb,
      now() - make_interval(days => ${-s.startsIn + 2}), now() - make_interval(days => ${-s.startsIn + 1}))
    RETURNING id`);
  return Number(r.rows[0]?.id);
}

export async function seedDemoSurveys(tx: Tx, companyId: number): Promise<void> {
  const staff = await tx.execute<{ id: string | number }>(sql`SELECT id FROM employees
    WHERE company_id = ${companyId} AND status = 1 AND exit_date IS NULL
      AND email NOT IN ('admin@demo.example', 'hr@demo.example', 'employee@demo.example')
    ORDER BY id LIMIT 10`);
  const ids = staff.rows.map((r) => Number(r.id));
  const retreat = await insertSurvey(tx, companyId, {
    title: 'Year-end retreat feedback',
    description: 'Tell us how the Calabar retreat went so we can plan the next one.',
    anonymous: false,
    startsIn: -40,
    endsIn: -12,
    status: 'closed',
    questions: RETREAT,
  });
  const wellbeing = await insertSurvey(tx, companyId, {
    title: 'Workplace wellbeing pulse',
    description: 'Three short questions, answered anonymously: no one sees who said what.',
    anonymous: true,
    startsIn: -5,
    endsIn: 21,
    status: 'published',
    questions: WELLBEING,
  });
  const answer = async (
    surveyId: number,
    employeeId: number | undefined,
    answers: GivenAnswer[],
    daysAgo: number,
  ) => {
    if (employeeId === undefined) return;
    await tx.execute(sql`INSERT INTO survey_responses (company_id, survey_id, employee_id, answers, submitted_at)
      VALUES (${companyId}, ${surveyId}, ${employeeId}, ${JSON.stringify(answers)}::jsonb,
        now() - make_interval(days => ${daysAgo}, hours => ${employeeId % 7}))`);
  };
  for (const [i, a] of RETREAT_ANSWERS.entries()) await answer(retreat, ids[i], a, 35 - i * 3);
  for (const [i, a] of WELLBEING_ANSWERS.entries()) await answer(wellbeing, ids[i + 5], a, 4 - i);
}
