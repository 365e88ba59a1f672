import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { expectRow } from '../../platform/db/rows.ts';
import { createContext } from '../../platform/http/context.ts';
import { companyToday } from '../../platform/tenancy/company-today.ts';
import { Approvals } from '../../platform/approvals/approvals.ts';
import { insertGroup } from '../../platform/approvals/group-choice.repository.ts';
import { jobRequestSubject } from '../../modules/recruitment/requisitions/index.ts';
import { seedDemoRecruitmentCandidates } from './demo-recruitment-candidates.ts';
import { daysFrom } from './seed-days.ts';

/**
 * The demo's recruitment, requisition and posting half (issue 24, ADR 66): two job boards, a default
 * posting setting (two screening questions, 30 days open), a requisition template, an approved
 * Senior Accountant requisition (two places) with its published posting, a pending Customer Service
 * requisition raised by the HR officer waiting on the owner, and a draft standalone posting. The
 * candidates are the candidate half's seed.
 */
export const DEMO_APPROVED_REQUISITION = 'Senior Accountant';
export const DEMO_PENDING_REQUISITION = 'Customer Service Representative';
export const DEMO_DRAFT_POSTING = 'Data Analyst (contract)';

async function idOf(tx: Tx, query: ReturnType<typeof sql>, what: string): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(query);
  return Number(expectRow(r.rows, what).id);
}

const QUESTIONS = [
  { text: 'How many years of relevant experience do you have?', required: true },
  { text: 'What is your notice period?', required: false },
];

async function seedBoardsAndSettings(tx: Tx, companyId: number) {
  const boards: number[] = [];
  for (const [name, url] of [
    ['Jobberman', 'https://www.jobberman.com'],
    ['LinkedIn Jobs', 'https://www.linkedin.com/jobs'],
  ] as const)
    boards.push(
      await idOf(
        tx,
        sql`INSERT INTO job_boards (company_id, name, url, active)
      VALUES (${companyId}, ${name}, ${url}, true) RETURNING id`,
        'job board',
      ),
    );
  await tx.execute(sql`INSERT INTO job_posting_settings (company_id, name, questions, closing_days, close_when_filled, is_default)
    VALUES (${companyId}, 'Standard screening', ${JSON.stringify(QUESTIONS)}::jsonb, 30, true, true)`);
  return boards;
}

async function insertRequest(
  tx: Tx,
  companyId: number,
  r: {
    title: string;
    department: number;
    designation: number | null;
    branch: number;
    headcount: number;
    type: string;
    justification: string;
    min: number;
    max: number;
    urgency: string;
    template: number | null;
    by: number;
  },
) {
  return idOf(
    tx,
    sql`INSERT INTO job_requests (company_id, title, department_id, designation_id, branch_id, headcount,
      remaining, employment_type, justification, budget_min_kobo, budget_max_kobo, urgency, template_id, employee_id)
    VALUES (${companyId}, ${r.title}, ${r.department}, ${r.designation}, ${r.branch}, ${r.headcount}, ${r.headcount},
      ${r.type}, ${r.justification}, ${r.min * 100}, ${r.max * 100}, ${r.urgency}, ${r.template}, ${r.by}) RETURNING id`,
    'job request',
  );
}

export async function seedDemoRecruitment(tx: Tx, companyId: number, ownerEmployeeId: number): Promise<void> {
  const ctx = createContext(tx, 'demo-seed', '127.0.0.1', companyId);
  ctx.companyId = companyId;
  ctx.systemActor = 'demo seed';
  const approvals = new Approvals({
    mailer: { send: async () => undefined },
    config: { appUrl: '' } as AppDeps['config'],
  });
  approvals.register(jobRequestSubject());

  const department = (name: string) =>
    idOf(
      tx,
      sql`SELECT id FROM departments WHERE company_id = ${companyId} AND department_name = ${name}`,
      name,
    );
  const designation = async (name: string) => {
    const r = await tx.execute<{ id: string }>(sql`SELECT id FROM employee_designations
      WHERE company_id = ${companyId} AND designation_name = ${name}`);
    return r.rows[0] ? Number(r.rows[0].id) : null;
  };
  const hq = await idOf(tx, sql`SELECT id FROM branches WHERE company_id = ${companyId} AND is_hq`, 'the HQ');
  const hr = await idOf(
    tx,
    sql`SELECT id FROM employees WHERE company_id = ${companyId} AND email = 'hr@demo.example'`,
    'hr',
  );
  const finance = await department('Finance');
  const accountant = await designation('Accountant');
  const boards = await seedBoardsAndSettings(tx, companyId);
  const template = await idOf(
    tx,
    sql`INSERT INTO requisition_templates (company_id, name, description, department_id,
      designation_id, employment_type, headcount, justification, budget_min_kobo, budget_max_kobo)
    VALUES (${companyId}, 'Finance hire', 'A permanent role in the finance team', ${finance}, ${accountant}, 'full_time', 1,
      'Growth of the finance team', ${350000 * 100}, ${550000 * 100}) RETURNING id`,
    'requisition template',
  );

  // No group covers the owner yet: the owner's request is approved at once, as the app does it.
  const approved = await insertRequest(tx, companyId, {
    title: DEMO_APPROVED_REQUISITION,
    department: finance,
    designation: accountant,
    branch: hq,
    headcount: 2,
    type: 'full_time',
    justification: 'Month-end close and the new audit need two more accountants.',
    min: 450000,
    max: 650000,
    urgency: 'high',
    template,
    by: ownerEmployeeId,
  });
  await approvals.submit(ctx, 'job-request', approved, ownerEmployeeId);

  // The HR officer's requests go to the owner.
  await insertGroup(tx, companyId, {
    module: 'job-request',
    description: 'Requisitions by HR',
    basis: 'employees',
    memberIds: [hr],
    branchId: null,
    approvalType: 'Sequential',
    levels: [{ level: 1, approverId: ownerEmployeeId, altApproverId: null }],
  });
  const pending = await insertRequest(tx, companyId, {
    title: DEMO_PENDING_REQUISITION,
    department: await department('Customer Service'),
    designation: await designation('Customer Service Representative'),
    branch: hq,
    headcount: 3,
    type: 'part_time',
    justification: 'The weekend support shift is short of staff.',
    min: 120000,
    max: 180000,
    urgency: 'normal',
    template: null,
    by: hr,
  });
  await approvals.submit(ctx, 'job-request', pending, hr);

  // Closing 30 days after the company's today, as publishing sets it (not the UTC day, which is
  // yesterday in Lagos's first hour).
  const { today } = await companyToday(tx, companyId);
  const closing = daysFrom(today, 30);
  const published = await idOf(
    tx,
    sql`INSERT INTO job_postings (company_id, job_request_id, title, description,
      requirements, location, employment_type, salary_visible, salary_min_kobo, salary_max_kobo, closing_date, status, published_at)
    VALUES (${companyId}, ${approved}, ${DEMO_APPROVED_REQUISITION},
      'Own the month-end close, reconcile the bank and vendor accounts and prepare the management accounts.',
      'ICAN or ACCA qualified; 5 years of experience; strong Excel.', 'Lagos (on site)', 'full_time', true,
      ${450000 * 100}, ${650000 * 100}, ${closing}, 'published', now()) RETURNING id`,
    'job posting',
  );
  for (const [i, q] of QUESTIONS.entries())
    await tx.execute(sql`INSERT INTO job_posting_questions (company_id, job_posting_id, position, text, required)
      VALUES (${companyId}, ${published}, ${i}, ${q.text}, ${q.required})`);
  for (const board of boards)
    await tx.execute(sql`INSERT INTO job_posting_boards (company_id, job_posting_id, job_board_id)
      VALUES (${companyId}, ${published}, ${board})`);

  const draft = await idOf(
    tx,
    sql`INSERT INTO job_postings (company_id, title, description, location, employment_type)
    VALUES (${companyId}, ${DEMO_DRAFT_POSTING}, 'Six months of sales and attendance reporting for the operations team.',
      'Remote', 'contract') RETURNING id`,
    'draft posting',
  );
  await tx.execute(sql`INSERT INTO job_posting_questions (company_id, job_posting_id, position, text, required)
    VALUES (${companyId}, ${draft}, 0, 'Which reporting tools have you used?', true)`);
  await seedDemoRecruitmentCandidates(tx, companyId, ownerEmployeeId);
}
