import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../http/context.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { findMail, insertMail, markMail } from './mail.repository.ts';
import {
  ATTACHMENT_DAYS,
  AttachmentStore,
  type AttachmentRef,
  type MailAttachment,
} from './mail-attachments.ts';

export type { MailAttachment } from './mail-attachments.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the mail is about (activation, reset); logged in dev so it can be followed. */
  link?: string;
  /** Files the mail carries (a payslip's PDF), stored until it is delivered (ADR 50). */
  attachments?: readonly MailAttachment[];
}

export interface Mailer {
  /** Queues the mail in the caller's transaction; it is delivered only if that transaction commits. */
  send(ctx: RequestContext, mail: MailMessage): Promise<void>;
}

/** The delivery job's payload: the outbox row, and its attachments' names and types if it has any. */
interface DeliverPayload {
  mailId: number;
  attachments?: AttachmentRef[];
}

/**
 * Every mail goes to the outbox table and is delivered by a job (ADR 6, ADR 13). With SMTP_URL the
 * job sends it over SMTP; a refused mail is retried with back-off, then kept as `failed`, never
 * lost. Without SMTP_URL it is `kept`: a log line carries the link and a JSON copy lands in
 * DATA_DIR/mail-outbox/ (with its attachments inside, base64: one file per mail, which the browser
 * tests read as JSON). Delivery is at least once: a crash between the SMTP answer and the status
 * update sends the mail again. Attachments (ADR 50) wait on disk in DATA_DIR/mail-attachments until
 * the mail is sent, kept or failed for good, and expire after ATTACHMENT_DAYS whatever happened.
 */
export function createMailer(opts: {
  jobs: JobQueue;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** Without SMTP, each mail is also written here as JSON so a developer can open it. */
  outboxDir: string;
  /** Where queued mails' attachments wait; DATA_DIR/mail-attachments beside the outbox by default. */
  attachmentsDir?: string;
  retryLimit: number;
  retryDelaySeconds: number;
}): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const store = new AttachmentStore(
    opts.attachmentsDir ?? path.join(path.dirname(opts.outboxDir), 'mail-attachments'),
  );
  /** Attachments go once nothing will read them; a failure here only leaves them to the expiry sweep. */
  const discard = async (companyId: number, id: number) => {
    await store.remove(companyId, id).catch((err: unknown) => {
      opts.log.warn({ err, mailId: id }, 'mail attachments not removed; they expire later');
    });
  };
  const deliver = opts.jobs.defineTenantJob<DeliverPayload>({
    kind: 'mail.deliver',
    actor: 'system',
    retryLimit: opts.retryLimit,
    retryDelaySeconds: opts.retryDelaySeconds,
    concurrency: 4,
    async run(job) {
      const { companyId } = job;
      const id = job.payload.mailId;
      const refs = job.payload.attachments ?? [];
      const mail = await job.tenant((ctx) => findMail(ctx.tx, companyId, id));
      // Already delivered by an earlier attempt (the job is idempotent), or gone with its company.
      if (!mail || mail.status === 'sent' || mail.status === 'kept') {
        if (refs.length > 0) await discard(companyId, id);
        return { status: mail?.status ?? 'gone' };
      }
      let status: 'sent' | 'kept';
      try {
        const attachments = refs.length > 0 ? await store.read(companyId, id, refs) : [];
        if (!transport) {
          opts.log.info(
            {
              mailId: id,
              to: mail.toAddress,
              subject: mail.subject,
              link: mail.link,
              attachments: refs.length,
            },
            'mail kept in outbox (no SMTP_URL)',
          );
          await keepCopy(opts.outboxDir, companyId, mail, attachments);
          status = 'kept';
        } else {
          await transport.sendMail({
            from: opts.from,
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.textBody,
            html: mail.htmlBody ?? undefined,
            attachments: attachments.map((a) => ({
              filename: a.fileName,
              content: a.content,
              contentType: a.contentType,
            })),
          });
          status = 'sent';
        }
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        const next = job.lastAttempt ? 'failed' : 'pending';
        await job.tenant((ctx) =>
          markMail(ctx.tx, companyId, id, { status: next, attempts: job.attempt, error }),
        );
        // A mail failed for good is never read again: its files go now rather than at expiry.
        if (job.lastAttempt && refs.length > 0) await discard(companyId, id);
        throw err;
      }
      await job.tenant((ctx) => markMail(ctx.tx, companyId, id, { status, attempts: job.attempt }));
      if (refs.length > 0) await discard(companyId, id);
      return { status };
    },
  });
  opts.jobs.defineSystemJob({
    kind: 'mail.attachments-expire',
    cron: '43 * * * *',
    async run() {
      const removed = await store.expire(new Date(Date.now() - ATTACHMENT_DAYS * 86_400_000));
      if (removed > 0) opts.log.info({ removed }, 'expired mail attachments removed');
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
      const files = mail.attachments ?? [];
      const payload: DeliverPayload =
        files.length > 0
          ? { mailId, attachments: await store.put(ctx.companyId, mailId, files) }
          : { mailId };
      await opts.jobs.enqueue(ctx, deliver, payload);
    },
  };
}

/**
 * The developer's copy of a mail kept without SMTP: one JSON file per mail, its attachments inside
 * as base64, since the browser tests read every file of the folder as a mail (ADR 50).
 */
async function keepCopy(
  outboxDir: string,
  companyId: number,
  mail: {
    id: number;
    createdAt: Date;
    toAddress: string;
    subject: string;
    textBody: string;
    link: string | null;
  },
  attachments: readonly MailAttachment[],
): Promise<void> {
  await mkdir(outboxDir, { recursive: true });
  const file = path.join(outboxDir, `${mail.createdAt.getTime()}-${companyId}-${mail.id}.json`);
  const copy = {
    to: mail.toAddress,
    subject: mail.subject,
    text: mail.textBody,
    link: mail.link,
    ...(attachments.length > 0
      ? {
          attachments: attachments.map((a) => ({
            file_name: a.fileName,
            content_type: a.contentType,
            size: a.content.length,
            content_base64: a.content.toString('base64'),
          })),
        }
      : {}),
  };
  // Written beside the outbox, then renamed into it: whoever reads the outbox (a developer, the
  // journeys) never sees half a mail, nor a file that is not one. A rename on one disk is atomic.
  const partial = path.join(path.dirname(outboxDir), `.mail-${path.basename(file)}.partial`);
  await writeFile(partial, JSON.stringify(copy, null, 2));
  await rename(partial, file);
}
