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
    const [id] = await insertNotifications(tx, companyId, [user.id], {
      kind: 'test',
      title: 'Acme only',
      body: null,
      link: null,
    });
    if (id === undefined) throw new Error('no notification written');
    return id;
  });
}

export const notificationIsolationCases: IsolationCase[] = [
  {
    // Acme's admin is the recipient, so their own request marks it read (200) and demo's is a 404.
    route: 'PUT /api/v1/notifications/{id}/read',
    request: async (t, acme) => ({
      url: `/notifications/${await notificationFor(t, acme.companyId, 'admin@acme.example')}/read`,
    }),
  },
];
