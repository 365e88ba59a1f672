import type { FastifyRequest } from 'fastify';
import {
  APPLICATION_HONEYPOT_FIELD,
  APPLICATION_MESSAGES as M,
  applicantFieldsSchema,
  type ApplicationReceipt,
  type Language,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import {
  careersPostings,
  openCareersPosting,
  type CareersPosting,
} from '../postings/for-candidates.service.ts';
import { readApplicationForm } from '../applications/application-form.ts';
import { checkAnswers, checkFields, formProblems, storeApplication } from '../applications/intake.ts';
import { attemptStore, companyFace, companyIdForSlug } from './careers.repository.ts';
import { admitAttempt } from './rate-limit.ts';
import { confirmationMail } from './careers-mail.ts';
import type { Company, FormState } from './careers-pages.ts';

/**
 * The public careers side (issue 24, ADR 67). A company is named by its public identifier; its
 * tenant is bound before anything of it is read, so another company's posting id is simply not
 * found. Only published postings open today are shown or accept applications; anything else is 404.
 */

type Tenant = RequestContext & { companyId: number };

export async function openCompany(
  ctx: RequestContext,
  slug: string,
): Promise<{ ctx: Tenant; company: Company }> {
  const companyId = /^[a-z0-9][a-z0-9-]{0,99}$/i.test(slug) ? await companyIdForSlug(ctx.tx, slug) : null;
  if (companyId === null) throw notFound(M.postingNotFound);
  await ctx.useCompany(companyId);
  const company = await companyFace(ctx.tx, companyId);
  if (!company) throw notFound(M.postingNotFound);
  return { ctx: ctx as Tenant, company };
}

export async function companyPostings(ctx: RequestContext, slug: string) {
  const { ctx: tenant, company } = await openCompany(ctx, slug);
  return { company, postings: await careersPostings(tenant.tx, tenant.companyId) };
}

export async function companyPosting(ctx: RequestContext, slug: string, postingId: number) {
  const { ctx: tenant, company } = await openCompany(ctx, slug);
  const posting =
    Number.isSafeInteger(postingId) && postingId > 0
      ? await openCareersPosting(tenant.tx, tenant.companyId, postingId)
      : null;
  if (!posting) throw notFound(M.postingNotFound);
  return { ctx: tenant, company, posting };
}

export type ApplyOutcome =
  | { kind: 'received'; company: Company; posting: CareersPosting; receipt: ApplicationReceipt }
  | { kind: 'invalid'; company: Company; posting: CareersPosting; form: FormState; language: Language };

/**
 * One application from the careers form. Order matters: the posting must be open (404), then the
 * attempt counts against the limits (429, nothing recorded), then the honeypot (a filled one answers
 * as a success and stores nothing), then the fields, answers and CV. A refused form keeps its
 * attempt: the caller commits it (ADR 67), so guessing through 422s still meets the limit.
 */
export async function apply(
  ctx: RequestContext,
  deps: AppDeps,
  params: { company: string; posting_id: number },
  request: FastifyRequest,
  fallbackLanguage: Language,
): Promise<ApplyOutcome> {
  const { ctx: tenant, company, posting } = await companyPosting(ctx, params.company, params.posting_id);
  const form = await readApplicationForm(request);
  const chosen = form.fields.lang;
  const language: Language = chosen === 'fr' || chosen === 'en' ? chosen : fallbackLanguage;
  const checked = checkFields(applicantFieldsSchema, form.fields);
  const admission = await admitAttempt(attemptStore(tenant.tx, tenant.companyId), {
    companyId: tenant.companyId,
    ip: ctx.ip,
    email: checked.values?.email ?? null,
    postingId: posting.id,
    now: new Date(),
  });
  if (!admission.admitted)
    throw new AppError(
      429,
      admission.refused === 'too-many-from-ip' ? M.tooManyFromAddress : M.tooManyForEmail,
    );
  const receipt = {
    job_posting_id: posting.id,
    email: (form.fields.email ?? '').trim().toLowerCase().slice(0, 200),
  };
  if ((form.fields[APPLICATION_HONEYPOT_FIELD] ?? '').trim() !== '') {
    await admission.accept();
    return { kind: 'received', company, posting, receipt };
  }

  const answers = checkAnswers(posting, form.answers);
  const problems = formProblems(form, [...checked.errors, ...answers.errors], true);
  if (problems.length > 0 || !checked.values || !form.cv) {
    const values = Object.fromEntries(Object.entries(form.fields).map(([k, v]) => [k, v.slice(0, 5000)]));
    return {
      kind: 'invalid',
      company,
      posting,
      language,
      form: { values, answers: form.answers, errors: problems },
    };
  }
  const v = checked.values;
  tenant.systemActor = 'Careers page';
  const id = await storeApplication(tenant, deps, {
    postingId: posting.id,
    fields: v,
    answers: answers.answers,
    cv: form.cv,
    source: 'careers_page',
    by: null,
  });
  await admission.accept();
  await audit(tenant, {
    action: 'apply',
    entity: 'job-application',
    entityId: id,
    description: `${v.first_name} ${v.last_name} applied for ${posting.title} on the careers page`,
  });
  await deps.mailer.send(
    tenant,
    confirmationMail(language, {
      to: v.email,
      firstName: v.first_name,
      title: posting.title,
      company: company.name,
    }),
  );
  return { kind: 'received', company, posting, receipt: { job_posting_id: posting.id, email: v.email } };
}
