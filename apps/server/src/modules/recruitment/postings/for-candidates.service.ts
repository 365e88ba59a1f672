import type { Tx } from '../../../platform/db/database.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import * as repo from './postings.repository.ts';

/**
 * What the candidate half of recruitment (applications, the careers page, hiring) reads of postings
 * and requisitions (issue 24, ADR 66). A careers posting hides its salary unless `salary_visible`,
 * and never shows its job request.
 */
export { countDownHeadcount, type HeadcountResult } from '../requisitions/headcount.service.ts';
export {
  recruiterScope,
  scopeCondition,
  type RecruiterScope,
} from '../recruiters/recruiter-scope.service.ts';
/** The SQL of a posting's state (`p` is job_postings): draft, published, or closed past its closing date. */
export { postingStateSql } from './postings.repository.ts';

export interface CareersPosting {
  id: number;
  title: string;
  description: string;
  requirements: string | null;
  location: string | null;
  employment_type: string;
  salary_min: number | null;
  salary_max: number | null;
  closing_date: string | null;
  published_at: string | null;
  questions: { id: number; text: string; required: boolean }[];
}

const forCareers = (p: Awaited<ReturnType<typeof repo.openPostings>>[number]): CareersPosting => ({
  id: p.id,
  title: p.title,
  description: p.description,
  requirements: p.requirements,
  location: p.location,
  employment_type: p.employment_type,
  salary_min: p.salary_visible ? p.salary_min : null,
  salary_max: p.salary_visible ? p.salary_max : null,
  closing_date: p.closing_date,
  published_at: p.published_at,
  questions: p.questions,
});

/** The company's published, open postings (the careers page's list), newest first. */
export async function careersPostings(tx: Tx, companyId: number): Promise<CareersPosting[]> {
  const { today } = await companyToday(tx, companyId);
  return (await repo.openPostings(tx, companyId, today)).map(forCareers);
}

/** One of the company's postings if it is published and open (else null: the page's 404). */
export async function openCareersPosting(
  tx: Tx,
  companyId: number,
  postingId: number,
): Promise<CareersPosting | null> {
  const { today } = await companyToday(tx, companyId);
  const p = await repo.findPosting(tx, companyId, today, postingId);
  return p && p.status === 'published' ? forCareers(p) : null;
}

/** A posting of the company in any state with its request (for a candidate's page), or null. */
export async function postingById(tx: Tx, companyId: number, postingId: number) {
  const { today } = await companyToday(tx, companyId);
  return repo.findPosting(tx, companyId, today, postingId);
}
