import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M, MESSAGES } from '@clockroom/contracts';
import { client, companyIdOf, createTestApp, lastMail, login, type TestApp } from '../../test/harness.ts';
import { signupBody } from '../../test/factories.ts';
import { must } from '../../test/must.ts';

/** A mail's link, which must be there. */
const linkOf = (mail: { link: string | null } | undefined) =>
  must(must(mail, 'a mail').link, 'a link in the mail');
/** The code at the end of a mail's link (activation or reset), decoded. */
const codeOf = (mail: { link: string | null } | undefined) =>
  decodeURIComponent(must(linkOf(mail).split('/').pop(), 'a code at the end of the link'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signup = signupBody;

describe('sign-up and activation', () => {
  it('validates every field with a clear message', async () => {
    const res = await client(t).post('/auth/signup', {
      company_id: 'Bad Slug!',
      email: 'nope',
      password: 'short',
      industry_id: 0,
    });
    expect(res.statusCode).toBe(422);
    const errors = Object.fromEntries(
      res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(errors).toMatchObject({
      company_name: M.companyNameRequired,
      company_id: M.companySlugRule,
      industry_id: M.industryRequired,
      first_name: M.firstNameRequired,
      last_name: M.lastNameRequired,
      email: M.emailInvalid,
      phone: M.phoneRequired,
      password: M.passwordRule,
    });
  });

  it('refuses a password without digits, a taken identifier and an unknown industry', async () => {
    expect(
      (await client(t).post('/auth/signup', signup({ password: 'lettersonly' }))).json().errors,
    ).toMatchObject([{ field: 'password', message: M.passwordRule }]);
    expect(
      (await client(t).post('/auth/signup', signup({ company_id: 'demo' }))).json().errors,
    ).toMatchObject([{ field: 'company_id', message: M.companySlugTaken }]);
    expect((await client(t).post('/auth/signup', signup({ industry_id: 9999 }))).json().errors).toMatchObject(
      [{ field: 'industry_id', message: M.industryUnknown }],
    );
  });

  it('creates an inactive owner, mails the activation link, and activates once', async () => {
    const res = await client(t).post('/auth/signup', signup());
    expect(res.statusCode).toBe(201);
    const userId = res.json().data.user_id as number;
    const companyId = await companyIdOf(t, 'kola-foods');

    // Inactive until activated.
    const early = await client(t).post('/auth/login', {
      client_id: 1,
      client_secret: t.config.oauthClientSecret,
      grant_type: 'password',
      username: 'kola@kolafoods.example',
      password: 'Kolanut2026',
      company_id: 'kola-foods',
    });
    expect(early.statusCode).toBe(401);
    expect(early.json().message).toBe(M.accountInactive);

    const mail = await lastMail(t, companyId, 'kola@kolafoods.example');
    expect(mail?.link).toMatch(new RegExp(`^http://app.test/account-activation/${userId}/`));
    const code = codeOf(mail);

    const wrong = await client(t).post('/auth/user-confirmation', {
      user_id: userId,
      confirmation_code: `${companyId}.wrongwrongwrongwrongwrong`,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(M.activationInvalid);

    const ok = await client(t).post('/auth/user-confirmation', { user_id: userId, confirmation_code: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(M.activated);
    const again = await client(t).post('/auth/user-confirmation', {
      user_id: userId,
      confirmation_code: code,
    });
    expect(again.json().message).toBe(M.alreadyActive);

    const token = await login(t, 'kola@kolafoods.example', 'kola-foods', 'Kolanut2026');
    const user = (await client(t, token).get('/user')).json().data;
    expect(user.employee.company).toMatchObject({
      company_name: 'Kola Foods Ltd',
      head_station_id: user.employee.id,
    });
    expect(user.employee.branch).toMatchObject({ is_hq: true });
    expect(user.roles.map((r: { name: string }) => r.name)).toEqual(['Super Admin']);
    expect(user.packageModules).toHaveLength(7);
    expect(user.packageModules[0].expires_at).not.toBeNull();
  });

  it('gives every new company the four default roles', async () => {
    const companyId = await companyIdOf(t, 'kola-foods');
    const r = await t.database.owner.execute<{ name: string }>(
      sql`SELECT name FROM roles WHERE company_id = ${companyId} ORDER BY id`,
    );
    expect(r.rows.map((x) => x.name)).toEqual(['Super Admin', 'HR Admin', 'Branch Manager', 'Employee']);
  });

  it('resends the activation mail with the same answer whatever the account', async () => {
    await client(t).post('/auth/signup', signup({ company_id: 'zobo-co', email: 'zobo@zobo.example' }));
    const companyId = await companyIdOf(t, 'zobo-co');
    const before = await lastMail(t, companyId, 'zobo@zobo.example');
    const res = await client(t).post('/auth/resend-activation-email', {
      email: 'zobo@zobo.example',
      company_id: 'zobo-co',
    });
    expect(res.json().message).toBe(M.activationResent);
    const after = await lastMail(t, companyId, 'zobo@zobo.example');
    expect(must(after, 'the resent mail').id).toBeGreaterThan(must(before, 'the first mail').id);
    const unknown = await client(t).post('/auth/resend-activation-email', {
      email: 'ghost@zobo.example',
      company_id: 'zobo-co',
    });
    expect(unknown.json().message).toBe(M.activationResent);
    // The first link was replaced by the resent one.
    const oldCode = codeOf(before);
    const userId = Number(linkOf(before).split('/').at(-2));
    expect(
      (await client(t).post('/auth/user-confirmation', { user_id: userId, confirmation_code: oldCode }))
        .statusCode,
    ).toBe(422);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether the account exists or not', async () => {
    // An employee's account, an unknown email, and an unknown company.
    const asked = [
      ['employee@demo.example', 'demo'],
      ['ghost@demo.example', 'demo'],
      ['ghost@demo.example', 'nowhere'],
    ];
    for (const [email, company_id] of asked) {
      const r = await client(t).post('/auth/forgot-password', { email, company_id });
      expect(r.statusCode).toBe(200);
      expect(r.json().message).toBe(M.forgotPasswordSent);
    }
  });

  it('resets with the mailed code once, then the new password signs in', async () => {
    const demo = await companyIdOf(t, 'demo');
    await client(t).post('/auth/forgot-password', { email: 'employee@demo.example', company_id: 'demo' });
    const mail = await lastMail(t, demo, 'employee@demo.example');
    expect(mail?.link).toMatch(/^http:\/\/app.test\/reset-password\//);
    const code = codeOf(mail);

    const mismatch = await client(t).post('/auth/reset-password', {
      reset_code: code,
      password: 'NewPass2026',
      password_confirmation: 'Other2026',
    });
    expect(mismatch.json().errors).toMatchObject([
      { field: 'password_confirmation', message: M.passwordConfirmationMismatch },
    ]);

    const ok = await client(t).post('/auth/reset-password', {
      reset_code: code,
      password: 'NewPass2026',
      password_confirmation: 'NewPass2026',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(M.passwordReset);
    const reused = await client(t).post('/auth/reset-password', {
      reset_code: code,
      password: 'Again2026x',
      password_confirmation: 'Again2026x',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toMatchObject([{ field: 'reset_code', message: M.resetCodeInvalid }]);
    await login(t, 'employee@demo.example', 'demo', 'NewPass2026');
  });

  it('refuses an expired code', async () => {
    const demo = await companyIdOf(t, 'demo');
    await client(t).post('/auth/forgot-password', { email: 'hr@demo.example', company_id: 'demo' });
    const code = codeOf(await lastMail(t, demo, 'hr@demo.example'));
    await t.database.owner.execute(
      sql`UPDATE account_codes SET expires_at = now() - interval '1 minute' WHERE purpose = 'reset'`,
    );
    const res = await client(t).post('/auth/reset-password', {
      reset_code: code,
      password: 'NewPass2026',
      password_confirmation: 'NewPass2026',
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('change password', () => {
  it('needs the old password, then changes it', async () => {
    const token = await login(t, 'admin@acme.example', 'acme');
    const missing = await client(t, token).post('/user/change-password', {});
    expect(missing.json().errors).toMatchObject([
      { field: 'current_password', message: M.currentPasswordRequired },
      { field: 'new_password', message: M.newPasswordRequired },
    ]);
    const wrong = await client(t, token).post('/user/change-password', {
      current_password: 'Nope12345',
      new_password: 'Changed2026',
    });
    expect(wrong.json().errors).toMatchObject([
      { field: 'current_password', message: M.currentPasswordWrong },
    ]);
    const ok = await client(t, token).post('/user/change-password', {
      current_password: 'Clockroom#2026',
      new_password: 'Changed2026',
    });
    expect(ok.json().message).toBe(M.passwordChanged);
    await login(t, 'admin@acme.example', 'acme', 'Changed2026');
  });

  it('holds a user flagged for a first-sign-in change to that one call', async () => {
    await t.database.owner.execute(
      sql`UPDATE users SET must_change_password = true WHERE email = 'hr@demo.example'`,
    );
    await t.database.owner.execute(sql`UPDATE users SET locked_until = NULL, failed_login_count = 0`);
    const token = await login(t, 'hr@demo.example');
    expect((await client(t, token).get('/user')).json().data.must_change_password).toBe(true);
    const blocked = await client(t, token).get('/home/ess');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(MESSAGES.firstSigninPasswordRequired);
    const weak = await client(t, token).post('/user/change-password-on-first-signin', {
      new_password: 'weak',
    });
    expect(weak.json().errors).toMatchObject([{ field: 'new_password', message: M.passwordRule }]);
    const ok = await client(t, token).post('/user/change-password-on-first-signin', {
      new_password: 'FirstDay2026',
    });
    expect(ok.statusCode).toBe(200);
    expect((await client(t, token).get('/home/ess')).statusCode).toBe(200);
  });
});
