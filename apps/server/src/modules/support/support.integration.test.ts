import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES as M } from '@clockroom/contracts';
import { client, companyIdOf, createTestApp, lastMail, login, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /support/messages', () => {
  it('mails the support desk and answers with a confirmation', async () => {
    const token = await login(t, 'employee@demo.example');
    const res = await client(t, token).post('/support/messages', {
      subject: 'Payslip question',
      message: 'Where is my payslip?',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.sent);
    const mail = await lastMail(t, await companyIdOf(t, 'demo'), t.config.supportEmail);
    expect(mail?.subject).toMatch(/Payslip question/);
    expect(mail?.textBody).toContain('employee@demo.example');
  });
  it('validates subject and message', async () => {
    const token = await login(t, 'employee@demo.example');
    const res = await client(t, token).post('/support/messages', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject([
      { field: 'subject', message: M.subjectRequired },
      { field: 'message', message: M.messageRequired },
    ]);
  });
  it('needs a signed-in user', async () => {
    expect((await client(t).post('/support/messages', { subject: 'a', message: 'b' })).statusCode).toBe(401);
  });
});
