import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES as M } from '@clockroom/contracts';
import { lastMail } from '../../test/harness.ts';
import { testFile } from '../../test/kit.ts';

const f = testFile();

describe('POST /support/messages', () => {
  it('mails the support desk and answers with a confirmation', async () => {
    const res = await (
      await f.as('employee')
    ).post('/support/messages', {
      subject: 'Payslip question',
      message: 'Where is my payslip?',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.sent);
    const mail = await lastMail(f.t, await f.companyId('demo'), f.t.config.supportEmail);
    expect(mail?.subject).toMatch(/Payslip question/);
    expect(mail?.textBody).toContain('employee@demo.example');
  });
  it('validates subject and message', async () => {
    const res = await (await f.as('employee')).post('/support/messages', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject([
      { field: 'subject', message: M.subjectRequired },
      { field: 'message', message: M.messageRequired },
    ]);
  });
  it('needs a signed-in user', async () => {
    expect((await f.anonymous().post('/support/messages', { subject: 'a', message: 'b' })).statusCode).toBe(
      401,
    );
  });
});
