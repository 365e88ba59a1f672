import { expect, type APIRequestContext } from '@playwright/test';
import { must } from './must.ts';
import { nextMail, passwordToken } from './session.ts';

/**
 * A new self-service employee who can sign in, made through the API the way an invitee does it on
 * screen (the onboarding journey's business): invited by the admin, the mailed activation link
 * followed, the one-time password replaced. Answers their access token. For journeys that need more
 * people than the demo's three sign-ins.
 */
export async function invitedEmployee(
  request: APIRequestContext,
  adminToken: string,
  name: { first: string; last: string; email: string },
  password = 'Welcome2026x',
): Promise<string> {
  const invite = await request.post('/api/v1/organization/employees/invite', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { first_name: name.first, last_name: name.last, email: name.email },
  });
  expect(invite.ok(), `invite ${name.email}: ${invite.status()} ${await invite.text()}`).toBe(true);
  const mail = await nextMail(name.email, 0, /\/account-activation\//);
  const [userId, code] = new URL(mail.link).pathname.split('/').slice(-2);
  const confirmed = await request.post('/api/v1/auth/user-confirmation', {
    data: { user_id: Number(userId), confirmation_code: code },
  });
  expect(confirmed.ok(), `activate ${name.email}: ${await confirmed.text()}`).toBe(true);
  const oneTime = must(
    /one-time password (\S+)/.exec(mail.text)?.[1],
    'the one-time password in the invitation',
  );
  const first = must(await passwordToken(request, name.email, oneTime), `${name.email} signs in once`);
  const changed = await request.post('/api/v1/user/change-password-on-first-signin', {
    headers: { authorization: `Bearer ${first}` },
    data: { new_password: password },
  });
  expect(changed.ok(), `first password of ${name.email}: ${await changed.text()}`).toBe(true);
  return must(await passwordToken(request, name.email, password), `${name.email} signs in`);
}
