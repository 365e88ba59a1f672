import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyFk, employeeFk } from './named-keys.ts';
import { employees } from './organization.ts';
import { files } from './files.ts';
import { jobPostings } from './recruitment.ts';
import { linkTable } from './link-tables.ts';
import { cascadeTo, createdAt, instant, ref, sameCompanyKey, tenantTable, timestamps } from './columns.ts';

/**
 * Recruitment, the candidate half (issue 24, ADR 67): job applications with their answers, source,
 * status history and notes; the careers form's attempts (the rate limit, kept in the database so it
 * holds across restarts and processes); interviews with their interviewers and scorecards.
 */

/** One status change of an application, as the API reads it back. */
export interface ApplicationHistoryEntry {
  status: string;
  note: string | null;
  /** Who made the change: a user's name, or null for the candidate on the careers page. */
  by: string | null;
  at: string;
}

export interface ApplicationNote {
  note: string;
  by: string | null;
  at: string;
}

export interface ApplicationAnswer {
  question_id: number;
  question: string;
  answer: string;
}

export const jobApplications = tenantTable(
  'job_applications',
  {
    jobPostingId: ref('job_posting_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    coverLetter: text('cover_letter'),
    /** The CV, a private file (never public); null once erased or when added by hand without one. */
    cvFileId: ref('cv_file_id'),
    answers: jsonb('answers')
      .$type<ApplicationAnswer[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** careers_page, job_board, referral, agency, manual, other */
    source: text('source').notNull().default('careers_page'),
    /** applied | screening | interview | offer | hired | rejected | withdrawn */
    status: text('status').notNull().default('applied'),
    history: jsonb('history')
      .$type<ApplicationHistoryEntry[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    notes: jsonb('notes')
      .$type<ApplicationNote[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    hiredAt: instant('hired_at'),
    /** The employee the hire became (create-profile). */
    employeeId: ref('employee_id'),
    /** Personal data erased on request (rejected candidates only); the row stays for the counts. */
    erasedAt: instant('erased_at'),
    createdByUserId: ref('created_by_user_id'),
    ...timestamps(),
  },
  (t) => [
    companyFk('job_applications', t),
    sameCompanyKey(jobPostings, t, t.jobPostingId, 'job_applications_posting_fk'),
    foreignKey({
      name: 'job_applications_cv_fk',
      columns: [t.companyId, t.cvFileId],
      foreignColumns: [files.companyId, files.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'job_applications_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('set null'),
    check(
      'job_applications_status_check',
      sql`${t.status} IN ('applied', 'screening', 'interview', 'offer', 'hired', 'rejected', 'withdrawn')`,
    ),
    index('job_applications_posting_idx').on(t.companyId, t.jobPostingId, t.status),
    index('job_applications_status_idx').on(t.companyId, t.status, t.createdAt),
    index('job_applications_email_idx').on(t.companyId, sql`lower(${t.email})`),
  ],
);

/**
 * Each application attempt through the public careers form, for its rate limits (ADR 67): the IP
 * address and the email are kept as salted hashes only, and rows older than a day are pruned.
 */
export const careerApplicationAttempts = tenantTable(
  'career_application_attempts',
  {
    ipHash: text('ip_hash').notNull(),
    emailHash: text('email_hash'),
    jobPostingId: ref('job_posting_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    companyFk('career_application_attempts', t),
    index('career_application_attempts_ip_idx').on(t.companyId, t.ipHash, t.createdAt),
    index('career_application_attempts_email_idx').on(t.companyId, t.jobPostingId, t.emailHash, t.createdAt),
  ],
);

export const interviews = tenantTable(
  'interviews',
  {
    applicationId: ref('application_id').notNull(),
    startsAt: instant('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location'),
    link: text('link'),
    note: text('note'),
    /** Bumped on each change, so a calendar replaces the invite it already holds (.ics SEQUENCE). */
    sequence: integer('sequence').notNull().default(0),
    createdByUserId: ref('created_by_user_id'),
    ...timestamps(),
  },
  (t) => [
    companyFk('interviews', t),
    cascadeTo(jobApplications, t, t.applicationId, 'interviews_application_fk'),
    check('interviews_duration_check', sql`${t.durationMinutes} BETWEEN 5 AND 600`),
    index('interviews_application_idx').on(t.companyId, t.applicationId),
    index('interviews_starts_idx').on(t.companyId, t.startsAt),
  ],
);

export const interviewInterviewers = linkTable(
  'interview_interviewers',
  [
    { column: 'interviewId', to: interviews, fk: 'interview' },
    { column: 'employeeId', to: employees, fk: 'employee' },
  ],
  { extra: (t) => [companyFk('interview_interviewers', t)] },
);

/** One interviewer's scorecard: a rating of 1 to 5 per criterion, a recommendation and a note. */
export const interviewScorecards = tenantTable(
  'interview_scorecards',
  {
    interviewId: ref('interview_id').notNull(),
    employeeId: ref('employee_id').notNull(),
    ratings: jsonb('ratings').$type<{ criterion: string; rating: number }[]>().notNull(),
    /** strong_yes | yes | no | strong_no */
    recommendation: text('recommendation').notNull(),
    note: text('note'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('interview_scorecards_interviewer_key').on(t.companyId, t.interviewId, t.employeeId),
    companyFk('interview_scorecards', t),
    employeeFk('interview_scorecards', t),
    cascadeTo(interviews, t, t.interviewId, 'interview_scorecards_interview_fk'),
    check(
      'interview_scorecards_recommendation_check',
      sql`${t.recommendation} IN ('strong_yes', 'yes', 'no', 'strong_no')`,
    ),
  ],
);
