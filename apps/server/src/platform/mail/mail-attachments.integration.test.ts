import { existsSync } from 'node:fs';
import { readdir, readFile, utimes } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIdOf, createTestApp, lastMail, type TestApp } from '../../test/harness.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { must } from '../../test/must.ts';
import { setTenant } from '../db/tenant.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import { runAsTenant } from '../tenancy/tenant-work.ts';
import { ATTACHMENT_DAYS, AttachmentStore } from './mail-attachments.ts';
import { createMailer, type Mailer, type MailMessage } from './mailer.ts';

// Mail with attachments goes through the outbox like any mail (ADR 50). The app's mailer is not
// reachable from a test, so a second queue and mailer stand beside it on the same database and
// data directory, as a second server instance would: whichever instance's worker takes the delivery,
// it is configured the same, so the outcome is the same.
const log = pino({ level: 'silent' });
const PDF = Buffer.from('%PDF-1.7\n% a test document \u00e9\n%%EOF\n', 'latin1');
const NOTE = Buffer.from('Bonjour, voici la note.\n', 'utf8');

interface Instance {
  t: TestApp;
  queue: JobQueue;
  mailer: Mailer;
  demo: number;
  attachmentsDir: string;
}

async function instance(smtpUrl: string | undefined): Promise<Instance> {
  const settings = {
    mailFrom: 'Clockroom <no-reply@clockroom.test>',
    mailRetryLimit: 1,
    mailRetryDelaySeconds: 1,
  };
  const t = await createTestApp({ ...settings, ...(smtpUrl ? { smtpUrl } : {}) });
  const queue = new JobQueue(t.database, log, 2);
  const mailer = createMailer({
    jobs: queue,
    smtpUrl,
    from: settings.mailFrom,
    log,
    outboxDir: path.join(t.config.dataDir, 'mail-outbox'),
    retryLimit: settings.mailRetryLimit,
    retryDelaySeconds: settings.mailRetryDelaySeconds,
  });
  await queue.start();
  return {
    t,
    queue,
    mailer,
    demo: await companyIdOf(t, 'demo'),
    attachmentsDir: path.join(t.config.dataDir, 'mail-attachments'),
  };
}

/** Queues `mail` in a demo transaction (then `also`, which may throw to roll it back); answers its id. */
async function queue(i: Instance, mail: MailMessage, also?: (mailId: number) => Promise<void>) {
  return runAsTenant(i.t.database, i.demo, { system: 'test mail' }, log, async (ctx) => {
    await i.mailer.send(ctx, mail);
    const r = await ctx.tx.execute<{ id: string }>(
      sql`SELECT max(id) AS id FROM mail_outbox WHERE company_id = ${i.demo} AND to_address = ${mail.to}`,
    );
    const mailId = Number(must(r.rows[0], 'the queued mail').id);
    await also?.(mailId);
    return mailId;
  });
}

/** The delivery job's payload for a mail: what the jobs table keeps of it. */
async function deliveryPayload(i: Instance, mailId: number) {
  return i.t.database.transaction(async (tx) => {
    await setTenant(tx, i.demo);
    const r = await tx.execute<{ payload: unknown }>(
      sql`SELECT payload FROM jobs WHERE company_id = ${i.demo} AND kind = 'mail.deliver'
        AND (payload->>'mailId')::bigint = ${mailId}`,
    );
    return r.rows.map((row) => row.payload);
  });
}

/** The raw message's attachment parts (nodemailer's multipart/mixed): their headers and decoded bytes. */
function attachmentsOf(data: string) {
  const boundary = must(/boundary="?([^"\r\n;]+)"?/.exec(data)?.[1], 'a multipart boundary');
  return data
    .split(`--${boundary}`)
    .map((part) => {
      const gap = part.indexOf('\r\n\r\n');
      return { headers: part.slice(0, gap).replace(/\r\n[ \t]+/g, ' '), body: part.slice(gap + 4) };
    })
    .filter((part) => /Content-Disposition: attachment/i.test(part.headers))
    .map((part) => ({ headers: part.headers, bytes: Buffer.from(part.body.replace(/\s+/g, ''), 'base64') }));
}

describe('mail attachments over SMTP', () => {
  let sink: SmtpSink;
  let i: Instance;
  beforeAll(async () => {
    sink = await startSmtpSink();
    i = await instance(sink.url);
  });
  afterAll(async () => {
    await i.queue.stop();
    await i.t.close();
    await sink.close();
  });

  it('delivers a queued mail with its attachments, then removes their stored bytes', async () => {
    const to = 'attach-smtp@demo.example';
    let stored: string[] = [];
    const mailId = await queue(
      i,
      {
        to,
        subject: 'Two files',
        text: 'See the files.',
        attachments: [
          { fileName: 'payslip-2031-01.pdf', contentType: 'application/pdf', content: PDF },
          { fileName: 'note d’été.txt', contentType: 'text/plain; charset=utf-8', content: NOTE },
        ],
      },
      async (id) => {
        stored = await readdir(path.join(i.attachmentsDir, String(i.demo), String(id)));
      },
    );
    // Written before the commit, under the mail's own directory, named by position.
    expect(stored.sort()).toEqual(['0', '1']);
    // The job's payload names them; the bytes never go into the database.
    expect(await deliveryPayload(i, mailId)).toEqual([
      {
        mailId,
        attachments: [
          { fileName: 'payslip-2031-01.pdf', contentType: 'application/pdf', size: PDF.length },
          { fileName: 'note d’été.txt', contentType: 'text/plain; charset=utf-8', size: NOTE.length },
        ],
      },
    ]);

    const mail = await sink.waitFor(to, 20_000);
    const parts = attachmentsOf(mail.data);
    expect(parts).toHaveLength(2);
    expect(parts[0]?.headers).toMatch(/Content-Type: application\/pdf; name=payslip-2031-01\.pdf/);
    expect(parts[0]?.bytes.equals(PDF)).toBe(true);
    expect(parts[1]?.headers).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(parts[1]?.bytes.equals(NOTE)).toBe(true);

    await expect
      .poll(async () => (await lastMail(i.t, i.demo, to))?.status, { timeout: 20_000 })
      .toBe('sent');
    await expect
      .poll(() => existsSync(path.join(i.attachmentsDir, String(i.demo), String(mailId))), {
        timeout: 10_000,
      })
      .toBe(false);
  });

  it('keeps a mail whose attachment is gone as failed, saying which, and sends nothing', async () => {
    const to = 'attach-lost@demo.example';
    const store = new AttachmentStore(i.attachmentsDir);
    // The bytes disappear before delivery, as an expired attachment's would.
    await queue(
      i,
      {
        to,
        subject: 'Lost file',
        text: 'The file is gone.',
        attachments: [{ fileName: 'lost.pdf', contentType: 'application/pdf', content: PDF }],
      },
      (id) => store.remove(i.demo, id),
    );
    await expect
      .poll(async () => (await lastMail(i.t, i.demo, to))?.status, { timeout: 30_000 })
      .toBe('failed');
    expect((await lastMail(i.t, i.demo, to))?.error).toMatch(/attachment lost\.pdf is no longer stored/);
    expect(sink.mails.filter((m) => m.to.includes(to))).toHaveLength(0);
  });

  it('leaves no mail for a rolled-back transaction, and the sweep expires its orphaned bytes', async () => {
    const to = 'attach-rollback@demo.example';
    let orphan = '';
    await expect(
      queue(
        i,
        {
          to,
          subject: 'Rolled back',
          text: 'Never sent.',
          attachments: [{ fileName: 'never.pdf', contentType: 'application/pdf', content: PDF }],
        },
        (id) => {
          orphan = path.join(i.attachmentsDir, String(i.demo), String(id));
          return Promise.reject(new Error('the change that asked for the mail failed'));
        },
      ),
    ).rejects.toThrow('failed');
    expect(await lastMail(i.t, i.demo, to)).toBeUndefined();
    expect(existsSync(orphan)).toBe(true);

    const store = new AttachmentStore(i.attachmentsDir);
    const cutoff = new Date(Date.now() - ATTACHMENT_DAYS * 86_400_000);
    // Younger than the expiry: kept (it could be a transaction still under way).
    expect(await store.expire(cutoff)).toBe(0);
    const old = new Date(cutoff.getTime() - 60_000);
    await utimes(orphan, old, old);
    expect(await store.expire(cutoff)).toBe(1);
    expect(existsSync(orphan)).toBe(false);
  });
});

describe('mail attachments without SMTP', () => {
  let i: Instance;
  beforeAll(async () => {
    i = await instance(undefined);
  });
  afterAll(async () => {
    await i.queue.stop();
    await i.t.close();
  });

  it('keeps the mail’s copy with its attachments inside, then removes their stored bytes', async () => {
    const to = 'attach-kept@demo.example';
    const mailId = await queue(i, {
      to,
      subject: 'Kept with a file',
      text: 'Read the PDF.',
      attachments: [{ fileName: 'payslip-2031-02.pdf', contentType: 'application/pdf', content: PDF }],
    });
    await expect
      .poll(async () => (await lastMail(i.t, i.demo, to))?.status, { timeout: 20_000 })
      .toBe('kept');

    const outbox = path.join(i.t.config.dataDir, 'mail-outbox');
    const file = must(
      (await readdir(outbox)).find((f) => f.endsWith(`-${i.demo}-${mailId}.json`)),
      'the kept copy',
    );
    // One JSON file per mail, so the browser tests' readers of the outbox keep working.
    expect((await readdir(outbox)).every((f) => f.endsWith('.json'))).toBe(true);
    const copy = JSON.parse(await readFile(path.join(outbox, file), 'utf8')) as {
      to: string;
      attachments: { file_name: string; content_type: string; size: number; content_base64: string }[];
    };
    expect(copy.to).toBe(to);
    expect(copy.attachments).toEqual([
      {
        file_name: 'payslip-2031-02.pdf',
        content_type: 'application/pdf',
        size: PDF.length,
        content_base64: PDF.toString('base64'),
      },
    ]);
    await expect
      .poll(() => existsSync(path.join(i.attachmentsDir, String(i.demo), String(mailId))), {
        timeout: 10_000,
      })
      .toBe(false);
  });
});
