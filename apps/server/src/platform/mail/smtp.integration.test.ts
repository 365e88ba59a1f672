import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, companyIdOf, createTestApp, lastMail, login, type TestApp } from '../../test/harness.ts';
import { signupBody } from '../../test/factories.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { must } from '../../test/must.ts';
import type { AppConfig } from '../config/config.ts';

// With SMTP_URL set, mail leaves by SMTP after the request commits, and the outbox row says so.
let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url, mailFrom: 'Clockroom <no-reply@clockroom.test>' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** A second app with mail settings of its own (retries, a server), closed after fn. */
async function withApp(overrides: Partial<AppConfig>, fn: (app: TestApp) => Promise<void>) {
  const app = await createTestApp(overrides);
  try {
    await fn(app);
  } finally {
    await app.close();
  }
}

/** Asks for a demo password reset for `email` and waits until its mail ends `status`: the outbox row. */
async function resetMailEnds(app: TestApp, email: string, status: 'sent' | 'failed') {
  const demo = await companyIdOf(app, 'demo');
  const res = await client(app).post('/auth/forgot-password', { email, company_id: 'demo' });
  expect(res.statusCode).toBe(200);
  await expect.poll(async () => (await lastMail(app, demo, email))?.status, { timeout: 20_000 }).toBe(status);
  return lastMail(app, demo, email);
}

describe('mail over SMTP', () => {
  it('delivers the sign-up activation mail, whose link activates the account', async () => {
    const res = await client(t).post(
      '/auth/signup',
      signupBody({ company_id: 'ogun-mills', email: 'tayo@ogunmills.example', password: 'Ogunmill2026' }),
    );
    expect(res.statusCode).toBe(201);

    const mail = await sink.waitFor('tayo@ogunmills.example');
    expect(mail.from).toBe('no-reply@clockroom.test');
    const link = /http:\/\/app\.test\/account-activation\/(\d+)\/([^\s"<]+)/.exec(
      mail.data.replace(/=\r\n/g, ''),
    );
    expect(link).not.toBeNull();
    const [, userId, code] = must(link, 'an activation link in the mail');
    const confirmed = await client(t).post('/auth/user-confirmation', {
      user_id: Number(userId),
      confirmation_code: decodeURIComponent(must(code, 'the code in the link').replace(/=3D/g, '=')),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await login(t, 'tayo@ogunmills.example', 'ogun-mills', 'Ogunmill2026')).toBeTruthy();

    const company = await companyIdOf(t, 'ogun-mills');
    await expect
      .poll(async () => (await lastMail(t, company, 'tayo@ogunmills.example'))?.status)
      .toBe('sent');
  });

  it('retries a refused mail until the server takes it', async () => {
    await withApp({ smtpUrl: sink.url, mailRetryLimit: 3, mailRetryDelaySeconds: 1 }, async (retrying) => {
      sink.refuseNext(1);
      const mail = await resetMailEnds(retrying, 'hr@demo.example', 'sent');
      expect(mail?.attempts).toBe(2);
      expect(mail?.error).toBeNull();
      expect(sink.mails.filter((m) => m.to.includes('hr@demo.example'))).toHaveLength(1);
    });
  });

  it('keeps a mail as failed, with its error, once its retries are spent', async () => {
    await withApp(
      { smtpUrl: 'smtp://127.0.0.1:9', mailRetryLimit: 1, mailRetryDelaySeconds: 1 },
      async (down) => {
        const mail = await resetMailEnds(down, 'employee@demo.example', 'failed');
        expect(mail?.attempts).toBe(2);
        expect(mail?.error).toMatch(/ECONNREFUSED|connect/i);
      },
    );
  });
});
