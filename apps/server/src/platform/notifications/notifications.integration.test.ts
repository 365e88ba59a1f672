import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NOTIFICATION_MESSAGES as M } from '@clockroom/contracts';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../test/harness.ts';
import { createContext } from '../http/context.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { notify, type NotifyInput } from './notifications.service.ts';
import { notificationFor } from './notifications.isolation.ts';

let t: TestApp;
let demo: number;
let acme: number;
let employee: string;
let hr: string;
let me: { userId: number; employeeId: number };
beforeAll(async () => {
  t = await createTestApp();
  demo = await companyIdOf(t, 'demo');
  acme = await companyIdOf(t, 'acme');
  employee = await login(t, 'employee@demo.example');
  hr = await login(t, 'hr@demo.example');
  const user = (await client(t, employee).get('/user')).json().data;
  me = { userId: user.id, employeeId: user.employee.id };
});
afterAll(() => t.close());

/** Records what notify() hands the mailer; the real mailer's outbox is checked through a route below. */
function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (_ctx, mail) => void sent.push(mail) };
}

/** Runs notify() in its own transaction, as a module's service would inside its event's transaction. */
async function notifyIn(companyId: number, input: NotifyInput, mailer = recordingMailer(), fail = false) {
  const result = await t.database.transaction(async (tx) => {
    const ctx = createContext(tx, 'test-request', '127.0.0.1');
    await ctx.useCompany(companyId);
    const done = await notify(ctx, { mailer, config: t.config }, input);
    if (fail) throw new Error('the event failed after notifying');
    return done;
  });
  return { result, mailer };
}

const unread = async (token: string) =>
  (await client(t, token).get('/notifications/unread-count')).json().data.unread as number;

const outboxCount = async (to: string, subject: string) => {
  const rows = await t.database.owner.execute(
    sql`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = ${to} AND subject = ${subject}`,
  );
  return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
};

describe('notify()', () => {
  it('reaches the recipient only: list, unread count and paging', async () => {
    const before = await unread(employee);
    const hrBefore = await unread(hr);
    const { result, mailer } = await notifyIn(demo, {
      recipients: { userIds: [me.userId] },
      kind: 'test.hello',
      title: 'Leave request approved',
      body: 'Your annual leave from 02-03 is approved.',
      link: '/ess/home',
      mail: { subject: 'Leave approved', text: 'Your leave is approved.' },
    });
    expect(result).toEqual({ notified: 1, mailed: 1 });
    expect(mailer.sent).toEqual([
      {
        to: 'employee@demo.example',
        subject: 'Leave approved',
        text: 'Your leave is approved.\n\nOpen it in Clockroom: http://app.test/ess/home',
        link: 'http://app.test/ess/home',
      },
    ]);
    expect(await unread(employee)).toBe(before + 1);
    expect(await unread(hr)).toBe(hrBefore);

    const res = await client(t, employee).get('/notifications?page=1&per_page=1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.listed,
      data: {
        results: [
          {
            id: expect.any(Number),
            kind: 'test.hello',
            title: 'Leave request approved',
            body: 'Your annual leave from 02-03 is approved.',
            link: '/ess/home',
            read_at: null,
            created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          },
        ],
        total: expect.any(Number),
        unread: before + 1,
      },
    });
    const hrList = (await client(t, hr).get('/notifications')).json().data.results;
    expect(hrList.map((n: { title: string }) => n.title)).not.toContain('Leave request approved');
  });

  it('takes employee ids, skips employees without an account and other companies, mails only those who want it', async () => {
    await t.database.owner.execute(
      sql`UPDATE users SET notify_by_mail = false WHERE email = 'hr@demo.example'`,
    );
    const hrEmployee = (await client(t, hr).get('/user')).json().data.employee.id as number;
    const acmeEmployee = await t.database.owner.execute(
      sql`SELECT employee_id AS id FROM users WHERE company_id = ${acme} LIMIT 1`,
    );
    const acmeId = (acmeEmployee as unknown as { rows: { id: number }[] }).rows[0]?.id ?? 0;
    const { result, mailer } = await notifyIn(demo, {
      recipients: { employeeIds: [me.employeeId, hrEmployee, acmeId] },
      kind: 'test.many',
      title: 'Two recipients',
      mail: { subject: 'Two', text: 'Two recipients' },
    });
    expect(result).toEqual({ notified: 2, mailed: 1 });
    expect(mailer.sent.map((m) => m.to)).toEqual(['employee@demo.example']);
    const acmeRows = await t.database.owner.execute(
      sql`SELECT count(*)::int AS n FROM notifications WHERE company_id = ${acme} AND title = 'Two recipients'`,
    );
    expect((acmeRows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    await t.database.owner.execute(
      sql`UPDATE users SET notify_by_mail = true WHERE email = 'hr@demo.example'`,
    );
  });

  it('leaves nothing when the event’s transaction rolls back', async () => {
    const before = await unread(employee);
    await expect(
      notifyIn(
        demo,
        { recipients: { userIds: [me.userId] }, kind: 'test.rollback', title: 'Never' },
        undefined,
        true,
      ),
    ).rejects.toThrow('the event failed');
    expect(await unread(employee)).toBe(before);
    const list = (await client(t, employee).get('/notifications?per_page=100')).json().data.results;
    expect(list.map((n: { title: string }) => n.title)).not.toContain('Never');
  });

  it('refuses a link that is not an app path', async () => {
    await expect(
      notifyIn(demo, {
        recipients: { userIds: [me.userId] },
        kind: 'test.link',
        title: 'Elsewhere',
        link: '//evil.example/x',
      }),
    ).rejects.toThrow('app path');
  });
});

describe('mark read', () => {
  it('marks one read, keeps the first read time, and counts down', async () => {
    const id = await notificationFor(t, demo, 'employee@demo.example');
    const before = await unread(employee);
    const res = await client(t, employee).put(`/notifications/${id}/read`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.read, data: { id, read_at: expect.any(String) } });
    expect(res.json().data.unread).toBe(before - 1);
    const again = await client(t, employee).put(`/notifications/${id}/read`);
    expect(again.json().data.read_at).toBe(res.json().data.read_at);
    expect(await unread(employee)).toBe(before - 1);
  });

  it("answers 404 for another user's or another company's notification", async () => {
    const hrOwn = await notificationFor(t, demo, 'hr@demo.example');
    const other = await client(t, employee).put(`/notifications/${hrOwn}/read`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(M.notFound);
    const acmeOwn = await notificationFor(t, acme, 'admin@acme.example');
    expect((await client(t, employee).put(`/notifications/${acmeOwn}/read`)).statusCode).toBe(404);
    expect(await unread(hr)).toBeGreaterThan(0);
  });

  it('marks all of mine read and nobody else’s', async () => {
    await notificationFor(t, demo, 'employee@demo.example');
    const hrBefore = await unread(hr);
    const res = await client(t, employee).put('/notifications/read-all');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.allRead,
      data: { updated: expect.any(Number), unread: 0 },
    });
    expect(res.json().data.updated).toBeGreaterThan(0);
    expect(await unread(employee)).toBe(0);
    expect(await unread(hr)).toBe(hrBefore);
  });

  it('needs a signed-in user', async () => {
    expect((await client(t).get('/notifications')).statusCode).toBe(401);
    expect((await client(t).put('/notifications/read-all')).statusCode).toBe(401);
  });
});

describe('preferences and the password-change notice', () => {
  const subject = 'Your Clockroom password was changed';

  it('notifies in the app and queues a mail only while notify_by_mail is on', async () => {
    const token = await login(t, 'admin@acme.example', 'acme');
    const prefs = await client(t, token).get('/notifications/preferences');
    expect(prefs.json()).toMatchObject({ message: M.preferencesLoaded, data: { notify_by_mail: true } });

    const before = await unread(token);
    const changed = await client(t, token).post('/user/change-password', {
      current_password: 'Clockroom#2026',
      new_password: 'Changed2026',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await unread(token)).toBe(before + 1);
    const [latest] = (await client(t, token).get('/notifications')).json().data.results;
    expect(latest).toMatchObject({ kind: 'auth.password-changed', link: '/ess/change-password' });
    expect(await outboxCount('admin@acme.example', subject)).toBe(1);

    const off = await client(t, token).put('/notifications/preferences', { notify_by_mail: false });
    expect(off.json()).toMatchObject({ message: M.preferencesSaved, data: { notify_by_mail: false } });
    await client(t, token).post('/user/change-password', {
      current_password: 'Changed2026',
      new_password: 'Clockroom#2026',
    });
    expect(await unread(token)).toBe(before + 2);
    expect(await outboxCount('admin@acme.example', subject)).toBe(1);
  });

  it('validates the preference body', async () => {
    const res = await client(t, employee).put('/notifications/preferences', { notify_by_mail: 'yes' });
    expect(res.statusCode).toBe(422);
  });
});
