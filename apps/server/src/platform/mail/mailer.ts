import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../http/context.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { findMail, insertMail, markMail } from './mail.repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the mail is about (activation, reset); logged in dev so it can be followed. */
  link?: string;
}

export interface Mailer {
  /** Queues the mail in the caller's transaction; it is delivered only if that transaction commits. */
  send(ctx: RequestContext, mail: MailMessage): Promise<void>;
}

/**
 * Every mail goes to the outbox table and is delivered by a job (ADR 6, ADR 13). With SMTP_URL the
 * job sends it over SMTP; a refused mail is retried with back-off, then kept as `failed`, never
 * lost. Without SMTP_URL it is `kept`: a log line carries the link and a JSON copy lands in
 * DATA_DIR/mail-outbox/. Delivery is at least once: a crash between the SMTP answer and the status
 * update sends the mail again.
 */
export function createMailer(opts: {
  jobs: JobQueue;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** Without SMTP, each mail is also written here as JSON so a developer can open it. */
  outboxDir: string;
  retryLimit: number;
  retryDelaySeconds: number;
}): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const deliver = opts.jobs.defineTenantJob<{ mailId: number }>({
    kind: 'mail.deliver',
    actor: 'system',
    retryLimit: opts.retryLimit,
    retryDelaySeconds: opts.retryDelaySeconds,
    concurrency: 4,
    async run(job) {
      const { companyId } = job;
      const id = job.payload.mailId;
      const mail = await job.tenant((ctx) => findMail(ctx.tx, companyId, id));
      // Already delivered by an earlier attempt (the job is idempotent), or gone with its company.
      if (!mail || mail.status === 'sent' || mail.status === 'kept')
        return { status: mail?.status ?? 'gone' };
      if (!transport) {
        opts.log.info(
          { mailId: id, to: mail.toAddress, subject: mail.subject, link: mail.link },
          'mail kept in outbox (no SMTP_URL)',
        );
        await mkdir(opts.outboxDir, { recursive: true });
        const file = path.join(opts.outboxDir, `${mail.createdAt.getTime()}-${companyId}-${id}.json`);
        const copy = { to: mail.toAddress, subject: mail.subject, text: mail.textBody, link: mail.link };
        await writeFile(file, JSON.stringify(copy, null, 2));
        await job.tenant((ctx) => markMail(ctx.tx, companyId, id, { status: 'kept', attempts: job.attempt }));
        return { status: 'kept' };
      }
      try {
        await transport.sendMail({
          from: opts.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody ?? undefined,
        });
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        const status = job.lastAttempt ? 'failed' : 'pending';
        await job.tenant((ctx) => markMail(ctx.tx, companyId, id, { status, attempts: job.attempt, error }));
        throw err;
      }
      await job.tenant((ctx) => markMail(ctx.tx, companyId, id, { status: 'sent', attempts: job.attempt }));
      return { status: 'sent' };
    },
  });
  return {
    async send(ctx, mail) {
      if (ctx.companyId === null) throw new Error('mail needs a tenant');
      const mailId = await insertMail(ctx.tx, {
        companyId: ctx.companyId,
        toAddress: mail.to.toLowerCase(),
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        link: mail.link ?? null,
      });
      await opts.jobs.enqueue(ctx, deliver, { mailId });
    },
  };
}
