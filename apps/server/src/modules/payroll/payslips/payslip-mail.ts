import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { JobKind, JobQueue, TenantJobRun } from '../../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { onPayrollConfirmed, type PayPeriod } from '../schedule/pay-item-source.ts';
import { claimPayslipMail } from './payslips.repository.ts';
import { languageOf, payslipOf } from './payslips.service.ts';
import { payslipPassword } from './payslip-password.ts';
import { payslipFileName, payslipPdf } from './payslip-pdf.ts';
import { payslipMailText } from './payslip-mail-text.ts';

/**
 * Payslips mailed on confirm (issue 19, ADR 46, ADR 50). The confirm listener queues ONE job in the
 * confirming transaction, so it exists exactly when the confirmation commits. The job hands each
 * employee's mail, their protected PDF attached, to the platform outbox in a transaction of its own
 * that first claims the row (payslip_mailed_at): the claim and the queued mail commit together, so a
 * retried confirm or a re-run job never queues anyone's payslip twice. Delivery is the outbox's (its
 * SMTP, retries, kept copy without SMTP, and the jobs screen's listing); at least once, as for every
 * mail (ADR 6).
 */

export const PAYSLIP_MAIL_JOB = 'payroll.payslip-mail';

interface PayslipMailPayload {
  year: number;
  month: number;
  employeeIds: number[];
}

/** One employee's payslip mail, if their month is still unclaimed; true when it was queued. */
async function mailOne(
  ctx: RequestContext & { companyId: number },
  mailer: Mailer,
  p: { year: number; month: number; employeeId: number },
): Promise<boolean> {
  const { tx, companyId } = ctx;
  if (!(await claimPayslipMail(tx, companyId, p.employeeId, p.year, p.month))) return false;
  const found = await payslipOf(tx, companyId, p.employeeId, p);
  const password = found ? payslipPassword(found.person) : null;
  // The claim asked for an address and a password; a row deleted since leaves nothing to send.
  if (!found || !password || !found.person.email) return false;
  const language = languageOf(found.person.language);
  const text = payslipMailText(language, {
    firstName: found.person.firstName,
    companyName: found.person.companyName,
    year: p.year,
    month: p.month,
    password: password.kind,
  });
  const pdf = await payslipPdf(found.report, language, password.password);
  await mailer.send(ctx, {
    to: found.person.email,
    ...text,
    attachments: [
      { fileName: payslipFileName(p.year, p.month), contentType: 'application/pdf', content: pdf },
    ],
  });
  return true;
}

async function mailPayslips(job: TenantJobRun<PayslipMailPayload>, mailer: Mailer) {
  const { year, month, employeeIds } = job.payload;
  const every = Math.max(1, Math.floor(employeeIds.length / 20));
  let mailed = 0;
  for (const [i, employeeId] of employeeIds.entries()) {
    if (job.signal.aborted) throw new Error('payslip mail stopped; the retry resumes it');
    const sent = await job.tenant((ctx) =>
      mailOne(ctx as RequestContext & { companyId: number }, mailer, { year, month, employeeId }),
    );
    if (sent) mailed += 1;
    if ((i + 1) % every === 0) await job.progress((i + 1) / employeeIds.length);
  }
  return { mailed, skipped: employeeIds.length - mailed };
}

/**
 * Confirm listeners are process-wide (pay-item-source.ts), apps are not (tests build several): one
 * listener queues through a live app's queue. Any will do, since the job is written in the confirming
 * transaction's own database and every app defines the same kind.
 */
const liveQueues: { jobs: JobQueue; kind: JobKind<PayslipMailPayload> }[] = [];
let listening = false;

async function queuePayslipMail(ctx: RequestContext, period: PayPeriod, employeeIds: readonly number[]) {
  const live = liveQueues.at(-1);
  if (!live || employeeIds.length === 0) return;
  await live.jobs.enqueue(ctx, live.kind, {
    year: period.year,
    month: period.month,
    employeeIds: [...employeeIds],
  });
}

/** Defines the mail job and listens for confirmations (called from registerPayslips). */
export function registerPayslipMail(app: FastifyInstance, deps: AppDeps): void {
  const kind = deps.jobs.defineTenantJob<PayslipMailPayload>({
    kind: PAYSLIP_MAIL_JOB,
    actor: 'system',
    retryLimit: deps.config.mailRetryLimit,
    retryDelaySeconds: deps.config.mailRetryDelaySeconds,
    concurrency: 1,
    run: (job) => mailPayslips(job, deps.mailer),
  });
  const entry = { jobs: deps.jobs, kind };
  liveQueues.push(entry);
  app.addHook('onClose', async () => {
    liveQueues.splice(liveQueues.indexOf(entry), 1);
  });
  if (!listening) {
    listening = true;
    onPayrollConfirmed(queuePayslipMail);
  }
}
