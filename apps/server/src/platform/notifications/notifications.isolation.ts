import { eq, sql } from 'drizzle-orm';
import type { IsolationCase } from '../../test/isolation.ts';
import type { TestApp } from '../../test/harness.ts';
import { setTenant } from '../db/tenant.ts';
import { users } from '../../db/schema/index.ts';
import { insertNotifications } from './notifications.repository.ts';

/** A notification for a user of `companyId` (by email), written as notify() would; returns its id. */
export async function notificationFor(t: TestApp, companyId: number, email: string): Promise<number> {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    if (!user) throw new Error(`no user ${email}`);
    const [row] = await insertNotifications(tx, companyId, [user.id], {
      kind: 'auth.password-changed',
      params: {},
    });
    if (row === undefined) throw new Error('no notification written');
    return row.id;
  });
}

export const notificationIsolationCases: IsolationCase[] = [
  {
    // Acme's admin is the recipient, so their own request marks it read (200) and demo's is a 404.
    // The admin is found through their token: an earlier case may have changed their email.
    route: 'PUT /api/v1/notifications/{id}/read',
    request: async (t, acme) => {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user',
        headers: { authorization: `Bearer ${acme.token}` },
      });
      const email = (me.json() as { data: { email: string } }).data.email;
      return { url: `/notifications/${await notificationFor(t, acme.companyId, email)}/read` };
    },
  },
];
