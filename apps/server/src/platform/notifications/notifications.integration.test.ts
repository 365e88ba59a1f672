import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NOTIFICATION_MESSAGES as M, notificationText } from '@clockroom/contracts';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../test/harness.ts';
import { createContext } from '../http/context.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { clearNotices, notify, type NotifyInput } from './notifications.service.ts';
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

/** How a leave reads in a notice: the params a leave's notices carry. */
const leaveSubject = notificationText('leaveSubject', {
  leave_type: 'Annual Leave',
  start_date: '02-03-2027',
  end_date: '06-03-2027',
  employee: 'Ada Obi',
});
const approved: NotifyInput = {
  recipients: { userIds: [] },
  kind: 'leave.approved',
  params: { id: '41', subject: leaveSubject },
  mail: true,
};

describe('notify()', () => {
  it('stores the kind and params, answers the English, and mails the recipient only', async () => {
    const before = await unread(employee);
    const hrBefore = await unread(hr);
    const { result, mailer } = await notifyIn(demo, { ...approved, recipients: { userIds: [me.userId] } });
    expect(result).toEqual({ notified: 1, mailed: 1 });
    const title = 'Your request was approved: Annual Leave, 02-03-2027 to 06-03-2027, for Ada Obi';
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({ to: 'employee@demo.example', subject: title });
    expect(mail?.text).toMatch(/^Hello \S+,\n\nYour request was approved: Annual Leave/);
    expect(mail?.text).toMatch(/Open it in Clockroom: http:\/\/app\.test\/notifications\/\d+$/);
    expect(await unread(employee)).toBe(before + 1);
    expect(await unread(hr)).toBe(hrBefore);

    const res = await client(t, employee).get('/notifications?page=1&per_page=1');
    expect(res.statusCode, res.body).toBe(200);
    const [item] = res.json().data.results;
    expect(item).toMatchObject({
      id: Number(mail?.link?.split('/').at(-1)),
      kind: 'leave.approved',
      params: { id: '41', subject: leaveSubject },
      title,
      body: null,
      link: null,
      read_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(res.json().data.unread).toBe(before + 1);
    const hrList = (await client(t, hr).get('/notifications')).json().data.results;
    expect(hrList.map((n: { title: string }) => n.title)).not.toContain(title);
  });

  it("mails a French user in French; the bell's answer keeps English beside the kind", async () => {
    expect((await client(t, employee).put('/user/language', { language: 'fr' })).statusCode).toBe(200);
    try {
      const { mailer } = await notifyIn(demo, { ...approved, recipients: { userIds: [me.userId] } });
      const [mail] = mailer.sent;
      expect(mail?.subject).toBe(
        'Votre demande a été approuvée : Annual Leave, du 02-03-2027 au 06-03-2027, pour Ada Obi',
      );
      expect(mail?.text).toMatch(/^Bonjour \S+,\n\nVotre demande a été approuvée/);
      expect(mail?.text).toContain("L'ouvrir dans Clockroom: http://app.test/notifications/");
      expect(mail?.html).toContain('<a href="http://app.test/notifications/');
      const [item] = (await client(t, employee).get('/notifications?per_page=1')).json().data.results;
      expect(item).toMatchObject({ kind: 'leave.approved', title: expect.stringMatching(/^Your request/) });
    } finally {
      await client(t, employee).put('/user/language', { language: 'en' });
    }
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
      ...approved,
      recipients: { employeeIds: [me.employeeId, hrEmployee, acmeId] },
      params: { id: '42', subject: leaveSubject },
    });
    expect(result).toEqual({ notified: 2, mailed: 1 });
    expect(mailer.sent.map((m) => m.to)).toEqual(['employee@demo.example']);
    const acmeRows = await t.database.owner.execute(
      sql`SELECT count(*)::int AS n FROM notifications WHERE company_id = ${acme} AND params ->> 'id' = '42'`,
    );
    expect((acmeRows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    await t.database.owner.execute(
      sql`UPDATE users SET notify_by_mail = true WHERE email = 'hr@demo.example'`,
    );
  });

  it('leaves nothing when the event’s transaction rolls back', async () => {
    const before = await unread(employee);
    const input = { ...approved, recipients: { userIds: [me.userId] }, params: { id: '43', subject: 'x' } };
    await expect(notifyIn(demo, input, undefined, true)).rejects.toThrow('the event failed');
    expect(await unread(employee)).toBe(before);
    const list = (await client(t, employee).get('/notifications?per_page=100')).json().data.results;
    expect(list.map((n: { params: { id?: string } | null }) => n.params?.id)).not.toContain('43');
  });

  it('refuses a kind contracts give no texts for', async () => {
    await expect(
      notifyIn(demo, { recipients: { userIds: [me.userId] }, kind: 'test.unknown', params: {} }),
    ).rejects.toThrow('has no texts');
  });
});

describe('notifications written before kinds carried params', () => {
  /** A row as notify() wrote it then: English title, body and an app path. */
  const oldRow = async (link: string) => {
    const rows = await t.database.owner.execute(
      sql`INSERT INTO notifications (company_id, recipient_user_id, kind, title, body, link)
          VALUES (${demo}, ${me.userId}, 'leave.approval-requested', 'Waiting for your approval: old', 'Sequential approval', ${link})
          RETURNING id`,
    );
    return Number((rows as unknown as { rows: { id: string }[] }).rows[0]?.id);
  };

  it('answers their stored English and link, and leaves the bell when the item is decided', async () => {
    const id = await oldRow('/ess/hrm/leave/approvals?id=77');
    const list = (await client(t, employee).get('/notifications?per_page=100')).json().data.results;
    expect(list.find((n: { id: number }) => n.id === id)).toMatchObject({
      params: null,
      title: 'Waiting for your approval: old',
      body: 'Sequential approval',
      link: '/ess/hrm/leave/approvals?id=77',
      read_at: null,
    });
    const other = await oldRow('/ess/hrm/leave/approvals?id=770');
    const cleared = await t.database.transaction(async (tx) => {
      const ctx = createContext(tx, 'test-request', '127.0.0.1');
      await ctx.useCompany(demo);
      return clearNotices(ctx, {
        employeeIds: [me.employeeId],
        kind: 'leave.approval-requested',
        subjectId: 77,
      });
    });
    expect(cleared).toBe(1);
    const after = (await client(t, employee).get('/notifications?per_page=100')).json().data.results;
    expect(after.find((n: { id: number }) => n.id === id)?.read_at).not.toBeNull();
    expect(after.find((n: { id: number }) => n.id === other)?.read_at).toBeNull();
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
  const subject = 'Your password was changed';

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
    expect(latest).toMatchObject({ kind: 'auth.password-changed', params: {}, title: subject, link: null });
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
