import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_TRAIL_MESSAGES as M,
  type AuditTrailEntry,
  type AuditTrailRow,
  type ListPage,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../../../test/kit.ts';

const BASE = '/payroll/audit-trail';
const f = testFile();

interface Entry {
  entity: string;
  description: string;
  actor?: string;
  /** ISO instant. */
  at: string;
  before?: unknown;
  after?: unknown;
}

/** Audit rows written as a payroll write would (the trail only reads them). */
async function write(slug: string, entries: Entry[]): Promise<number[]> {
  return f.inCompany(slug, async (tx) => {
    const companyId = await f.companyId(slug);
    const ids: number[] = [];
    for (const e of entries) {
      const r = await tx.execute<{ id: string }>(sql`INSERT INTO audit_logs
          (company_id, actor_name, action, entity, entity_id, description, before, after, created_at)
        VALUES (${companyId}, ${e.actor ?? 'Ada Admin'}, 'update', ${e.entity}, '7', ${e.description},
          ${JSON.stringify(e.before ?? null)}::jsonb, ${JSON.stringify(e.after ?? null)}::jsonb, ${e.at}::timestamptz)
        RETURNING id`);
      ids.push(Number(r.rows[0]?.id));
    }
    return ids;
  });
}

const list = async (query: string) =>
  dataOf<ListPage<AuditTrailRow>>(await (await f.as('admin')).get(`${BASE}?${query}`));

describe('the payroll audit trail', () => {
  it('lists payroll’s entries only, newest first, paged', async () => {
    const [older, , newer] = await write('demo', [
      { entity: 'pay package', description: 'Updated pay package Trail-A', at: '2026-02-01T10:00:00Z' },
      { entity: 'employee', description: 'Updated employee Trail-A', at: '2026-02-02T10:00:00Z' },
      { entity: 'batch group', description: 'Updated batch group Trail-A', at: '2026-02-03T10:00:00Z' },
    ]);
    const page = await list('search_query=trail-a&perPage=1');
    expect(page.total).toBe(2);
    expect(page.results.map((r) => r.id)).toEqual([newer]);
    expect(page.results[0]).toMatchObject({
      entity: 'batch group',
      action: 'update',
      entity_id: '7',
      actor_name: 'Ada Admin',
      created_at: '2026-02-03T10:00:00.000Z',
    });
    expect((await list('search_query=trail-a&perPage=1&page=2')).results.map((r) => r.id)).toEqual([older]);
  });

  it('filters by entity, by who did it, and by days in the company’s timezone', async () => {
    await write('demo', [
      {
        entity: 'pay breakdown',
        description: 'Trail-B one',
        actor: 'Bola 100%_Sure',
        at: '2026-03-31T22:30:00Z',
      },
      { entity: 'payroll run', description: 'Trail-B two', actor: 'Chidi', at: '2026-03-31T23:30:00Z' },
      { entity: 'payroll run', description: 'Trail-B three', actor: 'Chidi', at: '2026-04-30T23:30:00Z' },
    ]);
    const names = (p: ListPage<AuditTrailRow>) => p.results.map((r) => r.description);
    expect(names(await list('search_query=trail-b&entity=payroll run'))).toEqual([
      'Trail-B three',
      'Trail-B two',
    ]);
    expect(names(await list('search_query=100%25_Sure'))).toEqual(['Trail-B one']);
    expect(names(await list('search_query=100%25xSure'))).toEqual([]);
    // Lagos is UTC+1: 23:30 UTC on 31 March is already 1 April there, and 30 April's is 1 May.
    expect(names(await list('search_query=trail-b&from=2026-04-01&to=2026-04-30'))).toEqual(['Trail-B two']);
    expect(names(await list('search_query=trail-b&to=2026-03-31'))).toEqual(['Trail-B one']);
    expect(names(await list('search_query=trail-b&entity=&from='))).toHaveLength(3);
  });

  it('answers one entry with its snapshots and the fields that changed', async () => {
    const [id] = await write('demo', [
      {
        entity: 'employee payroll details',
        description: 'Updated the payroll details of Trail C',
        at: '2026-01-05T08:00:00Z',
        before: { annual_rent: '0.00', nhf_enabled: true, tax_state: 'Lagos' },
        after: { annual_rent: '1000000.00', nhf_enabled: false, tax_state: 'Lagos' },
      },
    ]);
    const res = await (await f.as('admin')).get(`${BASE}/${id}`);
    expect(res.json().message).toBe(M.loaded);
    expect(dataOf<AuditTrailEntry>(res)).toMatchObject({
      id,
      entity: 'employee payroll details',
      actor_user_id: null,
      before: { annual_rent: '0.00', nhf_enabled: true, tax_state: 'Lagos' },
      changes: [
        { field: 'annual_rent', before: '0.00', after: '1000000.00' },
        { field: 'nhf_enabled', before: true, after: false },
      ],
    });
  });

  it('answers 404 for another module’s entry and another company’s', async () => {
    const admin = await f.as('admin');
    const [other] = await write('demo', [
      { entity: 'employee', description: 'Trail-D', at: '2026-01-01T00:00:00Z' },
    ]);
    const [acme] = await write('acme', [
      { entity: 'pay package', description: 'Trail-D', at: '2026-01-01T00:00:00Z' },
    ]);
    for (const id of [other, acme, 999_999_999]) {
      const res = await admin.get(`${BASE}/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.notFound);
    }
    expect((await list('search_query=trail-d')).total).toBe(0);
  });

  it('refuses a bad filter on its field, and anyone without view audit trail', async () => {
    const admin = await f.as('admin');
    expectFieldError(await admin.get(`${BASE}?entity=employee`), 'entity', M.entityInvalid);
    expectFieldError(await admin.get(`${BASE}?from=2026-02-30`), 'from', M.fromInvalid);
    expectFieldError(await admin.get(`${BASE}?from=2026-03-02&to=2026-03-01`), 'to', M.rangeOrder);
    const employee = await f.as('employee');
    expect((await employee.get(BASE)).statusCode).toBe(403);
    expect((await employee.get(`${BASE}/1`)).statusCode).toBe(403);
  });
});
