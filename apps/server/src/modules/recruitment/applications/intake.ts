import type { z } from 'zod';
import {
  APPLICATION_CV_FIELD,
  APPLICATION_MESSAGES as M,
  type ApplicationAnswer,
  type ApplicationSource,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { storeFile } from '../../../platform/files/files.service.ts';
import type { ApplicationForm } from './application-form.ts';
import * as repo from './applications.repository.ts';

/**
 * Checking and storing one application, the same from the careers page and from an admin's form:
 * the candidate's fields through their schema, each screening question's answer (a required one
 * must be answered), the CV (required on the careers page), then the private file and the row with
 * its first history entry.
 */

export type FieldProblem = { field: string; message: string };

export interface PostingQuestions {
  id: number;
  questions: { id: number; text: string; required: boolean }[];
}

/** The careers form enforces required questions; an admin adding a candidate by hand may skip them. */
export function checkAnswers(
  posting: PostingQuestions,
  given: Map<number, string>,
  enforceRequired = true,
): { answers: ApplicationAnswer[]; errors: FieldProblem[] } {
  const answers: ApplicationAnswer[] = [];
  const errors: FieldProblem[] = [];
  for (const q of posting.questions) {
    const answer = (given.get(q.id) ?? '').trim();
    const field = `answers[${q.id}]`;
    if (answer === '' && q.required && enforceRequired) errors.push({ field, message: M.answerRequired });
    else if (answer.length > 2000) errors.push({ field, message: M.answerTooLong });
    else if (answer !== '') answers.push({ question_id: q.id, question: q.text, answer });
  }
  return { answers, errors };
}

/** The form's fields through a schema; the first message of each field, in the form's order. */
export function checkFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
): { values: z.output<S> | null; errors: FieldProblem[] } {
  const parsed = schema.safeParse({ ...fields });
  if (parsed.success) return { values: parsed.data, errors: [] };
  const errors: FieldProblem[] = [];
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
  }
  return { values: null, errors };
}

/** Every problem of the form, the file's own first when the reader found them, else a missing CV. */
export function formProblems(
  form: ApplicationForm,
  others: FieldProblem[],
  cvRequired: boolean,
): FieldProblem[] {
  const problems = [...others, ...form.errors.filter((e) => !others.some((o) => o.field === e.field))];
  if (cvRequired && !form.cv && !problems.some((p) => p.field === APPLICATION_CV_FIELD))
    problems.push({ field: APPLICATION_CV_FIELD, message: M.cvMissing });
  return problems;
}

export interface StoreApplication {
  postingId: number;
  fields: {
    first_name: string;
    last_name: string;
    email: string;
    phone?: string | null | undefined;
    cover_letter?: string | null | undefined;
  };
  answers: ApplicationAnswer[];
  cv: ApplicationForm['cv'];
  source: ApplicationSource;
  /** Who added the candidate by hand (their name goes in the history); null on the careers page. */
  by: { userId: number; name: string } | null;
}

export const CV_FILE_KIND = 'job-application-cv';

export async function storeApplication(
  ctx: RequestContext & { companyId: number },
  deps: AppDeps,
  a: StoreApplication,
): Promise<number> {
  const file = a.cv
    ? await storeFile(ctx, deps.files, {
        kind: CV_FILE_KIND,
        originalName: a.cv.originalName,
        mimeType: a.cv.mimeType,
        extension: a.cv.type,
        bytes: a.cv.bytes,
        isPublic: false,
      })
    : null;
  return repo.insertApplication(ctx.tx, ctx.companyId, {
    jobPostingId: a.postingId,
    firstName: a.fields.first_name,
    lastName: a.fields.last_name,
    email: a.fields.email,
    phone: a.fields.phone ?? null,
    coverLetter: a.fields.cover_letter ?? null,
    cvFileId: file?.id ?? null,
    answers: a.answers,
    source: a.source,
    history: [{ status: 'applied', note: null, by: a.by?.name ?? null, at: new Date().toISOString() }],
    createdByUserId: a.by?.userId ?? null,
  });
}
