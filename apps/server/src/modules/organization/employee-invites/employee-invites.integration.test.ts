import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_FORM_MESSAGES as F, INVITE_MESSAGES as M, MESSAGES } from '@clockroom/contracts';
import { client, companyIdOf, createTestApp, lastMail, login, type TestApp } from '../../../test/harness.ts';
import { must } from '../../../test/must.ts';

let t: TestApp;
let admin: string;
let employee: string;
let demoId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
  employee = await login(t, 'employee@demo.example');
  demoId = await companyIdOf(t, 'demo');
});
afterAll(() => t.close());

/** Invites someone as `token` (the admin unless told), as the employees page's invite form does. */
const invite = (body: Record<string, unknown>, token = admin) =>
  client(t, token).post('/organization/employees/invite', body);

/** The activation link and the one-time password of the newest invitation mail. */
async function invitation(email: string) {
  const mail = must(await lastMail(t, demoId, email), `an invitation mail to ${email}`);
  const link = new URL(must(mail.link, 'the activation link'));
  const [, , userId, code] = link.pathname.split('/');
  const password = must(
    /one-time password (\S+)/.exec(mail.textBody)?.[1],
    'the one-time password in the mail',
  );
  return {
    userId: Number(userId),
    code: decodeURIComponent(must(code, 'the code in the link')),
    password,
    mail,
  };
}

describe('POST /organization/employees/invite', () => {
  it('creates the employee and an inactive login, and mails the activation link', async () => {
    const res = await invite({
      first_name: 'Chidi',
      last_name: 'Invitee',
      email: 'Chidi.Invitee@demo.example',
      branch_id: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.invited,
      data: { id: expect.any(Number), email: 'chidi.invitee@demo.example', resent: false },
    });
    const { mail, password } = await invitation('chidi.invitee@demo.example');
    expect(mail.subject).toContain('Demo Industries Ltd');
    expect(mail.link).toMatch(/^http:\/\/app\.test\/account-activation\/\d+\//);
    expect(password.length).toBeGreaterThan(8);
    // Not active until the link is used.
    await expect(login(t, 'chidi.invitee@demo.example', 'demo', password)).rejects.toThrow(/failed: 401/);
  });

  it('lets the invitee activate, sign in, change the password and see the profile is not completed', async () => {
    const { userId, code, password } = await invitation('chidi.invitee@demo.example');
    const confirm = await client(t).post('/auth/user-confirmation', {
      user_id: userId,
      confirmation_code: code,
    });
    expect(confirm.statusCode).toBe(200);
    const token = await login(t, 'chidi.invitee@demo.example', 'demo', password);
    const me = (await client(t, token).get('/user')).json().data;
    expect(me).toMatchObject({ must_change_password: true, profile_completed: false });
    expect(me.roles.map((r: { name: string }) => r.name)).toEqual(['Employee']);
    const change = await client(t, token).post('/user/change-password-on-first-signin', {
      new_password: 'Fresh#Pass2026',
    });
    expect(change.statusCode).toBe(200);
    expect((await client(t, token).get('/user')).json().data.must_change_password).toBe(false);
  });

  it('sends again to an invitee who has not activated yet, and the older link stops working', async () => {
    await invite({
      first_name: 'Bola',
      last_name: 'Pending',
      email: 'bola.pending@demo.example',
    });
    const first = await invitation('bola.pending@demo.example');
    const again = await invite({
      first_name: 'Bola',
      last_name: 'Pending',
      email: 'bola.pending@demo.example',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: M.resent, data: { resent: true } });
    const second = await invitation('bola.pending@demo.example');
    expect(second.code).not.toBe(first.code);
    const old = await client(t).post('/auth/user-confirmation', {
      user_id: first.userId,
      confirmation_code: first.code,
    });
    expect(old.statusCode).toBe(422);
  });

  it('refuses an email an activated employee uses', async () => {
    const res = await invite({
      first_name: 'X',
      last_name: 'Y',
      email: 'employee@demo.example',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject([{ field: 'email', message: M.emailTaken }]);
  });

  it('gives an existing employee without a login one (e.g. imported staff)', async () => {
    // The seed's staff have no login except hr@ and employee@.
    const hit = (
      await client(t, admin).get('/organization/employees/search?query=demo.example&per_page=50')
    ).json().data.results as { id: number; email?: string }[];
    const profile = async (id: number) =>
      (await client(t, admin).get(`/organization/employees/${id}/profile`)).json().data;
    let target: { id: number; email: string } | undefined;
    for (const h of hit) {
      const p = await profile(h.id);
      if (
        p.email &&
        !['admin@demo.example', 'hr@demo.example', 'employee@demo.example'].includes(p.email) &&
        p.roles.length === 0
      ) {
        target = { id: h.id, email: p.email };
        break;
      }
    }
    const invitee = must(target, 'an employee with an email and no role');
    const res = await invite({
      first_name: 'Ignored',
      last_name: 'Ignored',
      email: invitee.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: invitee.id, resent: false });
  });

  it('validates with the form messages and checks branch, department and roles', async () => {
    const res = await invite({ email: 'nope' });
    expect(res.statusCode).toBe(422);
    const fields = Object.fromEntries(
      res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(fields).toMatchObject({
      first_name: F.firstNameRequired,
      last_name: F.lastNameRequired,
      email: F.emailInvalid,
    });
    const base = { first_name: 'A', last_name: 'B', email: 'ab.ref@demo.example' };
    for (const [body, field, message] of [
      [{ branch_id: 999999 }, 'branch_id', M.branchUnknown],
      [{ department_id: 999999 }, 'department_id', M.departmentUnknown],
      [{ roles: [999999] }, 'roles', M.roleUnknown],
    ] as const) {
      const r = await invite({ ...base, ...body });
      expect(r.statusCode).toBe(422);
      expect(r.json().errors).toMatchObject([{ field, message }]);
    }
  });

  it("refuses the other company's branch and role ids", async () => {
    const acme = await login(t, 'admin@acme.example', 'acme');
    const acmeMe = (await client(t, acme).get('/user')).json().data;
    const base = { first_name: 'A', last_name: 'B', email: 'ab.iso@demo.example' };
    const branch = await invite({
      ...base,
      branch_id: acmeMe.employee.branch.id,
    });
    expect(branch.statusCode).toBe(422);
    const role = await invite({
      ...base,
      roles: [acmeMe.roles[0].id],
    });
    expect(role.statusCode).toBe(422);
    expect(role.json().errors).toMatchObject([{ field: 'roles', message: M.roleUnknown }]);
  });

  it('needs the invite employee permission', async () => {
    const res = await invite({ first_name: 'A', last_name: 'B', email: 'ab.perm@demo.example' }, employee);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
  });
});

describe('GET /organization/employees/invites and resend', () => {
  it('lists invitations not accepted yet, searchable', async () => {
    const res = await client(t, admin).get('/organization/employees/invites?per_page=50');
    expect(res.statusCode).toBe(200);
    const emails = res.json().data.results.map((r: { email: string }) => r.email);
    expect(emails).toContain('bola.pending@demo.example');
    expect(emails).not.toContain('chidi.invitee@demo.example');
    const found = (await client(t, admin).get('/organization/employees/invites?search_query=bola')).json()
      .data;
    expect(found.total).toBe(1);
    expect(found.results[0]).toMatchObject({ first_name: 'Bola', invited_at: expect.any(String) });
  });

  it('resends one, and refuses an accepted or unknown one', async () => {
    const list = (await client(t, admin).get('/organization/employees/invites?search_query=bola')).json()
      .data;
    const id = list.results[0].id as number;
    const res = await client(t, admin).post(`/organization/employees/invites/${id}/resend`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.resent);
    const chidi = (await client(t, admin).get('/organization/employees/search?query=Invitee')).json().data
      .results[0];
    const accepted = await client(t, admin).post(`/organization/employees/invites/${chidi.id}/resend`);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toBe(M.alreadyAccepted);
    const unknown = await client(t, admin).post('/organization/employees/invites/999999/resend');
    expect(unknown.statusCode).toBe(404);
  });

  it('needs the invite employee permission', async () => {
    expect((await client(t, employee).get('/organization/employees/invites')).statusCode).toBe(403);
    expect((await client(t, employee).post('/organization/employees/invites/1/resend')).statusCode).toBe(403);
  });
});
