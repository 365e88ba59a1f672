import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { expectRow } from '../../platform/db/rows.ts';
import { FileStorage } from '../../platform/files/storage.ts';
import { newFileName } from '../../platform/files/files.service.ts';
import { sampleDocx, samplePdf } from '../../modules/recruitment/applications/cv-samples.ts';
import { CV_MIME_TYPES, type CvType } from '../../modules/recruitment/applications/cv-file.ts';

/**
 * The demo's candidates (issue 24, ADR 67), on the published Senior Accountant posting of the
 * requisition half's seed: one at each open and closed stage of the pipeline, each with a CV (PDF or
 * DOCX), answers, a history of their moves and a few notes; an interview already held with its
 * scorecard, and one scheduled in three days. The hire is one of the demo's employees, hired last
 * month through an earlier standalone posting, now closed (so the requisition keeps both its places).
 */
export const DEMO_INTERVIEW_CANDIDATE = 'Tolu Adebayo';

/** The seed gets no app: the CVs go where the app's storage reads them (as the payment mandate does). */
const defaultStorage = () =>
  new FileStorage(path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'files'));

type Stage = 'applied' | 'screening' | 'interview' | 'offer' | 'hired' | 'rejected' | 'withdrawn';
interface Candidate {
  first: string;
  last: string;
  email: string;
  phone: string;
  source: string;
  stage: Stage;
  daysAgo: number;
  cv: CvType;
  years: string;
  note?: string;
}

const CANDIDATES: Candidate[] = [
  {
    first: 'Chinonso',
    last: 'Okeke',
    email: 'chinonso.okeke@example.com',
    phone: '+234 803 411 2001',
    source: 'careers_page',
    stage: 'applied',
    daysAgo: 1,
    cv: 'pdf',
    years: '4',
  },
  {
    first: 'Aisha',
    last: 'Bello',
    email: 'aisha.bello@example.com',
    phone: '+234 805 411 2002',
    source: 'job_board',
    stage: 'screening',
    daysAgo: 6,
    cv: 'docx',
    years: '6',
    note: 'ICAN certificate checked.',
  },
  {
    first: 'Tolu',
    last: 'Adebayo',
    email: 'tolu.adebayo@example.com',
    phone: '+234 806 411 2003',
    source: 'referral',
    stage: 'interview',
    daysAgo: 12,
    cv: 'pdf',
    years: '7',
  },
  {
    first: 'Ifeanyi',
    last: 'Obi',
    email: 'ifeanyi.obi@example.com',
    phone: '+234 807 411 2004',
    source: 'careers_page',
    stage: 'offer',
    daysAgo: 20,
    cv: 'pdf',
    years: '8',
    note: 'Expects ₦600,000 a month.',
  },
  {
    first: 'Halima',
    last: 'Yusuf',
    email: 'halima.yusuf@example.com',
    phone: '+234 808 411 2005',
    source: 'agency',
    stage: 'rejected',
    daysAgo: 18,
    cv: 'docx',
    years: '2',
  },
  {
    first: 'Segun',
    last: 'Ajayi',
    email: 'segun.ajayi@example.com',
    phone: '+234 809 411 2006',
    source: 'careers_page',
    stage: 'withdrawn',
    daysAgo: 15,
    cv: 'pdf',
    years: '5',
  },
];

/** The stages each one went through, in order, to reach theirs. */
const PATH: Record<Stage, Stage[]> = {
  applied: ['applied'],
  screening: ['applied', 'screening'],
  interview: ['applied', 'screening', 'interview'],
  offer: ['applied', 'screening', 'interview', 'offer'],
  hired: ['applied', 'screening', 'interview', 'offer', 'hired'],
  rejected: ['applied', 'screening', 'rejected'],
  withdrawn: ['applied', 'withdrawn'],
};

const at = (daysAgo: number, hour = 10) => {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  d.setUTCHours(hour - 1, 0, 0, 0);
  return d.toISOString();
};

async function one<T extends Record<string, unknown>>(
  tx: Tx,
  query: ReturnType<typeof sql>,
  what: string,
): Promise<T> {
  const r = await tx.execute<Record<string, unknown>>(query);
  return expectRow(r.rows, what) as T;
}

export async function seedDemoRecruitmentCandidates(
  tx: Tx,
  companyId: number,
  ownerEmployeeId: number,
  storage: FileStorage = defaultStorage(),
): Promise<void> {
  const posting = await one<{ id: string; title: string }>(
    tx,
    sql`SELECT id, title
    FROM job_postings WHERE company_id = ${companyId} AND status = 'published' ORDER BY id LIMIT 1`,
    'the published posting',
  );
  const postingId = Number(posting.id);
  const questions = (
    await tx.execute<{ id: string; text: string }>(sql`SELECT id, text FROM job_posting_questions
    WHERE company_id = ${companyId} AND job_posting_id = ${postingId} ORDER BY position`)
  ).rows;
  const hr = await one<{ id: string; name: string }>(
    tx,
    sql`SELECT id, first_name || ' ' || last_name AS name FROM employees
    WHERE company_id = ${companyId} AND email = 'hr@demo.example'`,
    'the HR officer',
  );
  // The hire is the demo's newest employee in Finance, who came through this posting.
  const hire = await one<{ id: string; first_name: string; last_name: string; email: string | null }>(
    tx,
    sql`SELECT e.id, e.first_name,
      e.last_name, e.email FROM employees e JOIN departments d ON d.company_id = e.company_id AND d.id = e.department_id
    WHERE e.company_id = ${companyId} AND d.department_name = 'Finance' AND e.archived_at IS NULL
    ORDER BY e.appointment_date DESC NULLS LAST, e.id DESC LIMIT 1`,
    'a Finance employee',
  );
  const all: (Candidate & { employeeId?: number })[] = [
    ...CANDIDATES,
    {
      first: hire.first_name,
      last: hire.last_name,
      email: hire.email ?? `${hire.first_name.toLowerCase()}@demo.example`,
      phone: '+234 802 411 2007',
      source: 'job_board',
      stage: 'hired',
      daysAgo: 70,
      cv: 'pdf',
      years: '6',
      employeeId: Number(hire.id),
    },
  ];
  const earlier = await one<{ id: string }>(
    tx,
    sql`INSERT INTO job_postings (company_id, title, description, location,
      employment_type, closing_date, status, published_at, created_at)
    VALUES (${companyId}, 'Accounts Officer', 'Payables, receivables and the monthly bank reconciliations.', 'Lagos (on site)',
      'full_time', ${at(45).slice(0, 10)}::date, 'published', ${at(75)}::timestamptz, ${at(75)}::timestamptz) RETURNING id`,
    'the earlier posting',
  );
  const ids = new Map<string, number>();
  for (const c of all) {
    const on = c.stage === 'hired' ? Number(earlier.id) : postingId;
    const name = `${c.first} ${c.last}`;
    const lines = [
      name,
      c.email,
      c.phone,
      `${c.years} years in accounting`,
      'B.Sc. Accounting, University of Lagos',
    ];
    const bytes = c.cv === 'pdf' ? samplePdf(lines) : sampleDocx(lines);
    const key = await storage.put(bytes);
    const file = await one<{ id: string }>(
      tx,
      sql`INSERT INTO files (company_id, token, kind, original_name, mime_type, size_bytes, storage_key, is_public)
      VALUES (${companyId}, ${newFileName(companyId, c.cv)}, 'job-application-cv', ${`${c.first} ${c.last} CV.${c.cv}`},
        ${CV_MIME_TYPES[c.cv]}, ${bytes.length}, ${key}, false) RETURNING id`,
      'a CV file',
    );
    const steps = PATH[c.stage];
    const history = steps.map((status, i) => ({
      status,
      note:
        status === 'rejected'
          ? 'Not enough audit experience'
          : status === 'withdrawn'
            ? 'Accepted another offer'
            : null,
      by: i === 0 ? (c.source === 'careers_page' ? null : hr.name) : hr.name,
      at: at(Math.max(0, c.daysAgo - i * 3), 10 + i),
    }));
    const answers = (c.stage === 'hired' ? [] : questions).map((q, i) => ({
      question_id: Number(q.id),
      question: q.text,
      answer: i === 0 ? c.years : 'One month',
    }));
    const notes = c.note ? [{ note: c.note, by: hr.name, at: at(Math.max(0, c.daysAgo - 1), 15) }] : [];
    const row = await one<{ id: string }>(
      tx,
      sql`INSERT INTO job_applications (company_id, job_posting_id, first_name, last_name,
        email, phone, cover_letter, cv_file_id, answers, source, status, history, notes, hired_at, employee_id, created_at, updated_at)
      VALUES (${companyId}, ${on}, ${c.first}, ${c.last}, ${c.email}, ${c.phone},
        ${`I would like to join the finance team as ${posting.title}.`}, ${Number(file.id)}, ${JSON.stringify(answers)}::jsonb,
        ${c.source}, ${c.stage}, ${JSON.stringify(history)}::jsonb, ${JSON.stringify(notes)}::jsonb,
        ${c.stage === 'hired' ? (history[history.length - 1]?.at ?? null) : null}::timestamptz, ${c.employeeId ?? null},
        ${at(c.daysAgo)}::timestamptz, ${history[history.length - 1]?.at ?? at(c.daysAgo)}::timestamptz)
      RETURNING id`,
      'a job application',
    );
    ids.set(c.stage, Number(row.id));
  }

  // The offer candidate's interview, held last week, with the HR officer's scorecard.
  const held = await one<{ id: string }>(
    tx,
    sql`INSERT INTO interviews (company_id, application_id, starts_at, duration_minutes, location)
    VALUES (${companyId}, ${ids.get('offer')}, ${at(8, 11)}::timestamptz, 60, 'Lagos HQ, meeting room 2') RETURNING id`,
    'the held interview',
  );
  await tx.execute(sql`INSERT INTO interview_interviewers (company_id, interview_id, employee_id)
    VALUES (${companyId}, ${Number(held.id)}, ${Number(hr.id)}), (${companyId}, ${Number(held.id)}, ${ownerEmployeeId})`);
  await tx.execute(sql`INSERT INTO interview_scorecards (company_id, interview_id, employee_id, ratings, recommendation, note)
    VALUES (${companyId}, ${Number(held.id)}, ${Number(hr.id)}, ${JSON.stringify([
      { criterion: 'Technical accounting', rating: 5 },
      { criterion: 'IFRS knowledge', rating: 4 },
      { criterion: 'Communication', rating: 4 },
    ])}::jsonb, 'strong_yes', 'Led two audits; ready to own the close.')`);
  // The interview candidate's, in three days.
  const scheduled = await one<{ id: string }>(
    tx,
    sql`INSERT INTO interviews (company_id, application_id, starts_at, duration_minutes, location, link)
    VALUES (${companyId}, ${ids.get('interview')}, ${at(-3, 10)}::timestamptz, 45, 'Lagos HQ, meeting room 1',
      'https://meet.example.com/demo-accountant') RETURNING id`,
    'the scheduled interview',
  );
  await tx.execute(sql`INSERT INTO interview_interviewers (company_id, interview_id, employee_id)
    VALUES (${companyId}, ${Number(scheduled.id)}, ${Number(hr.id)}), (${companyId}, ${Number(scheduled.id)}, ${ownerEmployeeId})`);
}
