import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../../test/harness.ts';
import { signupBody } from '../../../test/factories.ts';
import { MIGRATIONS_DIR } from '../../../platform/db/database.ts';
import { runAsTenant } from '../../../platform/tenancy/tenant-work.ts';
import { DEFAULT_LEAVE_TYPES } from './default-leave-types.ts';

/**
 * The Nigerian default leave types (ADR 30): a company created by sign-up has them from its first
 * transaction, and migration 0016 gives them once to the companies that had no leave type. The
 * tests' template companies are created without them, like companies from before the change.
 */
const log = pino({ level: 'silent' });
const BASE = '/hrm/leaves/settings/leavetypes';
let t: TestApp;

interface StoredType {
  leave_name: string;
  applicable_days: number;
  weekend: string[];
  gender: string | null;
  note: string | null;
  category_type: string;
  is_generic: boolean;
}

async function typesOf(slug: string): Promise<StoredType[]> {
  const companyId = await companyIdOf(t, slug);
  const r = await runAsTenant(t.database, companyId, { system: 'test' }, log, (ctx) =>
    ctx.tx.execute(sql`SELECT leave_name, applicable_days, weekend, gender, note, category_type, is_generic
      FROM leave_types WHERE company_id = ${companyId} ORDER BY id`),
  );
  return r.rows as unknown as StoredType[];
}

const expected = DEFAULT_LEAVE_TYPES.map((d) => ({
  leave_name: d.leaveName,
  applicable_days: d.applicableDays,
  weekend: d.weekend,
  gender: d.gender,
  note: d.note,
  category_type: 'all_users',
  is_generic: true,
}));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('default leave types', () => {
  it('are the seven of ADR 30, with the Labour Act figures where it sets them', () => {
    const days = Object.fromEntries(DEFAULT_LEAVE_TYPES.map((d) => [d.leaveName, d.applicableDays]));
    expect(days).toEqual({
      'Annual Leave': 15,
      'Sick Leave': 12,
      'Maternity Leave': 84,
      'Paternity Leave': 10,
      'Compassionate Leave': 5,
      'Study Leave': 10,
      'Leave Without Pay': 30,
    });
    // Twelve calendar weeks: maternity counts every day of the week.
    expect(DEFAULT_LEAVE_TYPES.find((d) => d.leaveName === 'Maternity Leave')).toMatchObject({
      weekend: [],
      gender: 'female',
    });
  });

  it('are created with a company that signs up', async () => {
    const res = await client(t).post(
      '/auth/signup',
      signupBody({ company_id: 'ngozi-logistics', email: 'ngozi@ngozilogistics.example' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await typesOf('ngozi-logistics')).toEqual(expected);
  });

  it('are given by migration 0016 to companies without a leave type, once, and stay editable', async () => {
    const acme = await login(t, 'admin@acme.example', 'acme');
    const own = await client(t, acme).post(BASE, { leave_name: 'Acme Annual', applicable_days: 10 });
    expect(own.statusCode, own.body).toBe(201);
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0016_default_leave_types.sql'), 'utf8');
    await t.database.owner.execute(sql.raw(migration));
    await t.database.owner.execute(sql.raw(migration));
    expect(await typesOf('demo')).toEqual(expected);
    // A company that set up its own types keeps them as they are; a new one is not given them twice.
    expect((await typesOf('acme')).map((x) => x.leave_name)).toEqual(['Acme Annual']);
    expect(await typesOf('ngozi-logistics')).toHaveLength(7);

    const admin = await login(t, 'admin@demo.example');
    const list = (await client(t, admin).get(`${BASE}?search_query=Annual`)).json().data.results;
    const edit = await client(t, admin).put(`${BASE}/${list[0].id}`, {
      leave_name: 'Annual Leave',
      applicable_days: 20,
      weekend: ['Saturday', 'Sunday'],
      category_type: 'all_users',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ applicable_days: 20 });
  });
});
