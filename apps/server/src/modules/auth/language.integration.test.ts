import { describe, expect, it } from 'vitest';
import { ACCOUNT_SETTINGS_MESSAGES, AUTH_MESSAGES as M } from '@clockroom/contracts';
import { client, lastMail, login } from '../../test/harness.ts';
import { dataOf, expectFieldError, PERSONAS, testFile } from '../../test/kit.ts';

/**
 * Each user has a language (ADR 32): their own choice, remembered on the server, else the company's
 * (English until the account settings say otherwise). Mails go in it.
 */
const f = testFile();
const settingsPath = '/organization/system-settings/account-settings';

const forgotPassword = (email: string) =>
  f.anonymous().post('/auth/forgot-password', { email, company_id: 'demo' });

describe("a user's language", () => {
  it("starts as the company's, and the switcher's choice is kept for the next sign-in", async () => {
    const employee = await f.as('employee');
    const before = dataOf<{ language: string; employee: { company: { language: string } } }>(
      await employee.get('/user'),
    );
    expect(before.language).toBe('en');
    expect(before.employee.company.language).toBe('en');

    const saved = await employee.put('/user/language', { language: 'fr' });
    expect(saved.json()).toMatchObject({ message: M.languageSaved, code: 'auth.languageSaved' });
    expect(dataOf(saved)).toEqual({ language: 'fr' });
    expect(dataOf<{ language: string }>(await employee.get('/user')).language).toBe('fr');
    const again = client(f.t, await login(f.t, PERSONAS.employee.email));
    expect(dataOf<{ language: string }>(await again.get('/user')).language).toBe('fr');
  });

  it('takes English or French only', async () => {
    const res = await (await f.as('employee')).put('/user/language', { language: 'de' });
    expectFieldError(res, 'language', M.languageInvalid);
    expect(res.json().errors[0]).toMatchObject({ code: 'auth.languageInvalid' });
  });

  it("mails a user in theirs, and one who chose none in the company's once it is French", async () => {
    expect((await forgotPassword(PERSONAS.employee.email)).statusCode).toBe(200);
    const demo = await f.companyId('demo');
    const french = await lastMail(f.t, demo, PERSONAS.employee.email);
    expect(french?.subject).toBe('Réinitialisez votre mot de passe Clockroom');
    expect(french?.textBody).toMatch(
      /^Bonjour \S+,\n\nOuvrez ce lien pour choisir un nouveau mot de passe :\n/,
    );

    expect((await forgotPassword(PERSONAS.hr.email)).statusCode).toBe(200);
    expect((await lastMail(f.t, demo, PERSONAS.hr.email))?.subject).toBe('Reset your Clockroom password');

    const admin = await f.as('admin');
    const settings = dataOf<Record<string, unknown>>(await admin.get(settingsPath));
    const put = await admin.put(settingsPath, { ...settings, language: 'fr' });
    expect(put.json()).toMatchObject({ message: ACCOUNT_SETTINGS_MESSAGES.saved, data: { language: 'fr' } });
    const hr = dataOf<{ language: string }>(await (await f.as('hr')).get('/user'));
    expect(hr.language).toBe('fr');
    expect((await forgotPassword(PERSONAS.hr.email)).statusCode).toBe(200);
    expect((await lastMail(f.t, demo, PERSONAS.hr.email))?.subject).toBe(
      'Réinitialisez votre mot de passe Clockroom',
    );

    // A user's own choice wins over the company's.
    await (await f.as('employee')).put('/user/language', { language: 'en' });
    expect(dataOf<{ language: string }>(await (await f.as('employee')).get('/user')).language).toBe('en');
    const bad = await admin.put(settingsPath, { ...settings, language: 'xx' });
    expectFieldError(bad, 'language', ACCOUNT_SETTINGS_MESSAGES.languageInvalid);
  });
});
