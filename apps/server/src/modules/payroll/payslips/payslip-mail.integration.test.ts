import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { companyIdOf, createTestApp, type TestApp } from '../../../test/harness.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import { setTenant } from '../../../platform/db/tenant.ts';
import { announceConfirmed, employeeIdByEmail, makeScheduleRow } from './payslips.fixtures.ts';
import { PAYSLIP_MAIL_JOB } from './payslip-mail.ts';

// Mail leaves by SMTP after the confirmation commits: once per employee and month, whatever retries.
// The job queues each payslip in the platform outbox with its PDF attached (ADR 50), whose delivery
// job sends it: the outbox's retries, the jobs screen's listing, one delivery path.
let sink: SmtpSink;
let t: TestApp;
let demo: number;
const YEAR = 2032;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    smtpUrl: sink.url,
    mailFrom: 'Clockroom <no-reply@clockroom.test>',
    mailRetryDelaySeconds: 1,
  });
  demo = await companyIdOf(t, 'demo');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

async function inDemo<T>(
  fn: (tx: Parameters<Parameters<TestApp['database']['transaction']>[0]>[0]) => Promise<T>,
) {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, demo);
    return fn(tx);
  });
}

/** Jobs of the payslip mail, and how many have finished. */
const mailJobs = () =>
  inDemo(async (tx) => {
    const r = await tx.execute<{ state: string }>(
      sql`SELECT state FROM jobs WHERE company_id = ${demo} AND kind = ${PAYSLIP_MAIL_JOB}`,
    );
    return r.rows.map((x) => x.state);
  });

/** The outbox's mails whose subject is LIKE `subject`, with their delivery jobs' payloads. */
const outboxMails = (subject: string) =>
  inDemo(async (tx) => {
    const r = await tx.execute<{ id: string; to_address: string; status: string; payload: unknown }>(
      sql`SELECT m.id, m.to_address, m.status, j.payload FROM mail_outbox m
        JOIN jobs j ON j.company_id = m.company_id AND j.kind = 'mail.deliver'
          AND (j.payload->>'mailId')::bigint = m.id
        WHERE m.company_id = ${demo} AND m.subject LIKE ${subject} ORDER BY m.to_address`,
    );
    return r.rows.map((x) => ({ ...x, id: Number(x.id) }));
  });

const outboxCount = (address: string) =>
  inDemo(async (tx) => {
    const r = await tx.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM mail_outbox WHERE company_id = ${demo} AND to_address = ${address}`,
    );
    return Number(r.rows[0]?.n);
  });

const to = (address: string) => sink.mails.filter((m) => m.to.includes(address));
/** The mail's raw text with quoted-printable soft breaks and escapes undone. */
const readable = (data: string) =>
  data
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

describe('payslip mail on confirm', () => {
  it('mails each confirmed employee their protected PDF once, when confirm is told twice', async () => {
    const employee = await employeeIdByEmail(t, demo, 'employee@demo.example');
    const hr = await employeeIdByEmail(t, demo, 'hr@demo.example');
    await inDemo((tx) =>
      tx.execute(
        sql`UPDATE employees SET date_of_birth = '1990-03-25' WHERE company_id = ${demo} AND id = ${employee}`,
      ),
    );
    await inDemo((tx) =>
      tx.execute(
        sql`UPDATE employees SET date_of_birth = NULL, pin = 'HR-0042' WHERE company_id = ${demo} AND id = ${hr}`,
      ),
    );
    for (const id of [employee, hr]) await makeScheduleRow(t, demo, { employeeId: id, year: YEAR, month: 4 });

    await announceConfirmed(t, demo, YEAR, 4, [employee, hr]);
    // A retried confirm tells the listeners again: a second job, which finds both rows claimed.
    await announceConfirmed(t, demo, YEAR, 4, [employee, hr]);
    await expect.poll(mailJobs, { timeout: 30_000 }).toEqual(['completed', 'completed']);

    // One outbox mail per employee, each delivery job naming the PDF it attaches.
    const queued = await outboxMails('Your payslip for April 2032 (%');
    expect(queued.map((m) => m.to_address)).toEqual(['employee@demo.example', 'hr@demo.example']);
    for (const m of queued)
      expect(m.payload).toEqual({
        mailId: m.id,
        attachments: [
          { fileName: 'payslip-2032-04.pdf', contentType: 'application/pdf', size: expect.any(Number) },
        ],
      });

    await expect.poll(() => to('employee@demo.example').length, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => to('hr@demo.example').length, { timeout: 30_000 }).toBe(1);
    // Delivered: the outbox says so and the stored PDFs are gone.
    await expect
      .poll(async () => (await outboxMails('Your payslip for April 2032 (%')).map((m) => m.status), {
        timeout: 30_000,
      })
      .toEqual(['sent', 'sent']);
    const stored = (id: number) =>
      existsSync(path.join(t.config.dataDir, 'mail-attachments', String(demo), String(id)));
    await expect.poll(() => queued.some((m) => stored(m.id)), { timeout: 10_000 }).toBe(false);
    const mail = readable(sink.mails.find((m) => m.to.includes('employee@demo.example'))?.data ?? '');
    expect(mail).toMatch(/Subject: Your payslip for April 2032/);
    expect(mail).toContain('DDMMYYYY');
    expect(mail).toMatch(/Content-Type: application\/pdf; name=payslip-2032-04\.pdf/);
    const attachment = /Content-Transfer-Encoding: base64\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/.exec(
      mail,
    );
    const pdf = Buffer.from(attachment?.[1]?.replace(/\r\n/g, '') ?? '', 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/Encrypt \d+ 0 R/);
    expect(readable(sink.mails.find((m) => m.to.includes('hr@demo.example'))?.data ?? '')).toContain('PIN');

    const stamped = await inDemo(async (tx) => {
      const r = await tx.execute<{ n: string }>(sql`SELECT count(*) AS n FROM payroll_schedule_rows
        WHERE company_id = ${demo} AND year = ${YEAR} AND month = 4 AND payslip_mailed_at IS NOT NULL`);
      return Number(r.rows[0]?.n);
    });
    expect(stamped).toBe(2);
  });

  it('writes the mail in the employee’s language', async () => {
    const employee = await employeeIdByEmail(t, demo, 'employee@demo.example');
    await inDemo((tx) =>
      tx.execute(
        sql`UPDATE users SET language = 'fr' WHERE company_id = ${demo} AND employee_id = ${employee}`,
      ),
    );
    await makeScheduleRow(t, demo, { employeeId: employee, year: YEAR, month: 5 });
    await announceConfirmed(t, demo, YEAR, 5, [employee]);
    await expect.poll(() => to('employee@demo.example').length, { timeout: 30_000 }).toBe(2);
    const mail = readable(to('employee@demo.example')[1]?.data ?? '');
    expect(mail).toContain('JJMMAAAA');
    expect(mail).toContain('mai 2032');
  });

  it('mails nobody for a month that is not confirmed, nor an employee without an address', async () => {
    const employee = await employeeIdByEmail(t, demo, 'employee@demo.example');
    const hr = await employeeIdByEmail(t, demo, 'hr@demo.example');
    await makeScheduleRow(t, demo, { employeeId: employee, year: YEAR, month: 6, status: 'open' });
    await makeScheduleRow(t, demo, { employeeId: hr, year: YEAR, month: 6 });
    await inDemo((tx) =>
      tx.execute(sql`UPDATE employees SET email = NULL WHERE company_id = ${demo} AND id = ${hr}`),
    );
    const before = sink.mails.length;
    const queued = [await outboxCount('employee@demo.example'), await outboxCount('hr@demo.example')];
    const jobs = (await mailJobs()).length;
    await announceConfirmed(t, demo, YEAR, 6, [employee, hr]);
    await expect
      .poll(async () => (await mailJobs()).filter((s) => s === 'completed').length, { timeout: 30_000 })
      .toBe(jobs + 1);
    // Nothing queued in the outbox, so nothing can reach the server later.
    expect([await outboxCount('employee@demo.example'), await outboxCount('hr@demo.example')]).toEqual(
      queued,
    );
    expect(sink.mails.length).toBe(before);
    await inDemo((tx) =>
      tx.execute(
        sql`UPDATE employees SET email = 'hr@demo.example' WHERE company_id = ${demo} AND id = ${hr}`,
      ),
    );
  });

  it('retries a refused mail and still mails each employee once', async () => {
    const employee = await employeeIdByEmail(t, demo, 'employee@demo.example');
    const hr = await employeeIdByEmail(t, demo, 'hr@demo.example');
    for (const id of [employee, hr]) await makeScheduleRow(t, demo, { employeeId: id, year: YEAR, month: 7 });
    const counts = () => [to('employee@demo.example').length, to('hr@demo.example').length];
    const [mine = 0, theirs = 0] = counts();
    sink.refuseNext(1);
    await announceConfirmed(t, demo, YEAR, 7, [employee, hr]);
    await expect.poll(counts, { timeout: 30_000 }).toEqual([mine + 1, theirs + 1]);
    await expect.poll(async () => (await mailJobs()).at(-1), { timeout: 30_000 }).toBe('completed');
    expect(counts()).toEqual([mine + 1, theirs + 1]);
    // The outbox's delivery took the refusal and retried: one of the two mails went at its second attempt.
    const attempts = () =>
      inDemo(async (tx) => {
        const r = await tx.execute<{ attempts: number }>(
          sql`SELECT attempts FROM mail_outbox WHERE company_id = ${demo} AND status = 'sent' AND id IN
            (SELECT max(id) FROM mail_outbox WHERE company_id = ${demo}
              AND to_address IN ('employee@demo.example', 'hr@demo.example') GROUP BY to_address)`,
        );
        return r.rows.map((x) => Number(x.attempts)).sort();
      });
    await expect.poll(attempts, { timeout: 10_000 }).toEqual([1, 2]);
  });
});
