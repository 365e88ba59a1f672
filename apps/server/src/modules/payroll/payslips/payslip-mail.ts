import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { JobKind, JobQueue, TenantJobRun } from '../../../platform/jobs/job-queue.ts';
import { insertMail, markMail } from '../../../platform/mail/mail.repository.ts';
import { onPayrollConfirmed, type PayPeriod } from '../schedule/pay-item-source.ts';
import { claimPayslipMail } from './payslips.repository.ts';
import { languageOf, payslipOf } from './payslips.service.ts';
import { payslipPassword } from './payslip-password.ts';
import { payslipFileName, payslipPdf } from './payslip-pdf.ts';
import { payslipMailText } from './payslip-mail-text.ts';

/**
 * Payslips mailed on confirm (issue 19, ADR 46). The confirm listener queues ONE job in the
 * confirming transaction, so it exists exactly when the confirmation commits. The job mails each
 * employee their PDF in a transaction of its own that first claims the row (payslip_mailed_at), so
 * a retried confirm or a re-run job never mails anyone twice.
 *
 * The platform's outbox has no place for an attachment, so this job delivers the mail itself over
 * the same SMTP_URL and MAIL_FROM, and records it in the outbox as sent (or kept, without SMTP, with
 * a copy and its PDF in DATA_DIR/mail-outbox) in the same transaction as the claim. A refused mail
 * rolls the claim back and the job retries; only a crash between the server's answer and the commit
 * could send one twice, as for every mail (ADR 6).
 */

export const PAYSLIP_MAIL_JOB = 'payroll.payslip-mail';

interface PayslipMailPayload {
  year: number;
  month: number;
  employeeIds: number[];
}

type Deliver = (
  ctx: RequestContext & { companyId: number },
  mail: { to: string; subject: string; text: string; html: string; fileName: string; pdf: Buffer },
  attempt: number,
) => Promise<void>;

function deliverer(deps: AppDeps, log: FastifyInstance['log']): Deliver {
  const transport = deps.config.smtpUrl ? nodemailer.createTransport(deps.config.smtpUrl) : null;
  const outboxDir = path.join(deps.config.dataDir, 'mail-outbox');
  return async (ctx, mail, attempt) => {
    const { tx, companyId } = ctx;
    const id = await insertMail(tx, {
      companyId,
      toAddress: mail.to.toLowerCase(),
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      link: null,
    });
    if (transport) {
      await transport.sendMail({
        from: deps.config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: [{ filename: mail.fileName, content: mail.pdf, contentType: 'application/pdf' }],
      });
      await markMail(tx, companyId, id, { status: 'sent', attempts: attempt });
      return;
    }
    log.info({ mailId: id, to: mail.to, subject: mail.subject }, 'payslip mail kept in outbox (no SMTP_URL)');
    await mkdir(outboxDir, { recursive: true });
    const base = path.join(outboxDir, `${Date.now()}-${companyId}-${id}`);
    await writeFile(
      `${base}.json`,
      JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text }, null, 2),
    );
    await writeFile(`${base}-${mail.fileName}`, mail.pdf);
    await markMail(tx, companyId, id, { status: 'kept', attempts: attempt });
  };
}

/** One employee's payslip mail, if their month is still unclaimed; true when it went. */
async function mailOne(
  ctx: RequestContext & { companyId: number },
  deliver: Deliver,
  p: { year: number; month: number; employeeId: number; attempt: number },
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
  const fileName = payslipFileName(p.year, p.month);
  await deliver(ctx, { to: found.person.email, ...text, fileName, pdf }, p.attempt);
  return true;
}

async function mailPayslips(job: TenantJobRun<PayslipMailPayload>, deliver: Deliver) {
  const { year, month, employeeIds } = job.payload;
  const every = Math.max(1, Math.floor(employeeIds.length / 20));
  let mailed = 0;
  for (const [i, employeeId] of employeeIds.entries()) {
    if (job.signal.aborted) throw new Error('payslip mail stopped; the retry resumes it');
    const sent = await job.tenant((ctx) =>
      mailOne(ctx as RequestContext & { companyId: number }, deliver, {
        year,
        month,
        employeeId,
        attempt: job.attempt,
      }),
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
  const deliver = deliverer(deps, app.log);
  const kind = deps.jobs.defineTenantJob<PayslipMailPayload>({
    kind: PAYSLIP_MAIL_JOB,
    actor: 'system',
    retryLimit: deps.config.mailRetryLimit,
    retryDelaySeconds: deps.config.mailRetryDelaySeconds,
    concurrency: 1,
    run: (job) => mailPayslips(job, deliver),
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
