import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { setTenant } from '../db/tenant.ts';
import type { RequestContext } from '../http/context.ts';
import { insertMail, markMail } from './mail.repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the mail is about (activation, reset); logged in dev so it can be followed. */
  link?: string;
}

export interface Mailer {
  /** Queues the mail in the caller's transaction; it is sent only if that transaction commits. */
  send(ctx: RequestContext, mail: MailMessage): Promise<void>;
}

/**
 * Every mail goes to the outbox table first. With SMTP_URL it is then sent over SMTP and marked;
 * without it, it stays in the outbox table, a log line carries the link, and a JSON copy lands in
 * DATA_DIR/mail-outbox/ (ARCHITECTURE: mail).
 */
export function createMailer(opts: {
  database: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** Without SMTP, each mail is also written here as JSON so a developer can open it. */
  outboxDir: string;
}): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(ctx, mail) {
      if (ctx.companyId === null) throw new Error('mail needs a tenant');
      const companyId = ctx.companyId;
      const to = mail.to.toLowerCase();
      const id = await insertMail(ctx.tx, {
        companyId,
        toAddress: to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        link: mail.link ?? null,
      });
      ctx.afterCommit(async () => {
        if (!transport) {
          opts.log.info(
            { mailId: id, to, subject: mail.subject, link: mail.link },
            'mail kept in outbox (no SMTP_URL)',
          );
          await mkdir(opts.outboxDir, { recursive: true });
          const file = path.join(opts.outboxDir, `${Date.now()}-${companyId}-${id}.json`);
          await writeFile(
            file,
            JSON.stringify({ to, subject: mail.subject, text: mail.text, link: mail.link ?? null }, null, 2),
          );
          return;
        }
        let error: string | null = null;
        try {
          await transport.sendMail({
            from: opts.from,
            to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
        } catch (err) {
          error = err instanceof Error ? err.message : String(err);
          opts.log.error({ mailId: id, err }, 'mail delivery failed');
        }
        await opts.database.transaction(async (tx) => {
          await setTenant(tx, companyId);
          await markMail(tx, id, error ? 'failed' : 'sent', error);
        });
      });
    },
  };
}
