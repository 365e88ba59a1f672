import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AUTH_MESSAGES, BILLING_MESSAGES as M } from '@clockroom/contracts';
import { companyIdOf, createTestApp, type TestApp } from '../../test/harness.ts';
import { signupBody } from '../../test/factories.ts';
import { must } from '../../test/must.ts';
import { auditLogs, companies, companyModules, payments } from '../../db/schema/index.ts';
import { addMonths } from './billing-period.ts';
import { billingCalls } from './billing.fixtures.ts';
import { SANDBOX_CARDS } from './sandbox-payment-provider.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { api, charge, initialize, paid, verify } = billingCalls(() => t);
/** A fresh sign-up, so its modules carry the 14-day trial expiry that a payment extends. */
const trialSlug = 'trial-co';

/** Read with the owner connection: the assertions look past the API and RLS at what was stored. */
async function modulesOf(slug: string) {
  const id = await companyIdOf(t, slug);
  const rows = await t.database.owner.select().from(companyModules).where(eq(companyModules.companyId, id));
  return Object.fromEntries(rows.map((r) => [r.module, r.expiresAt?.toISOString() ?? null]));
}
async function paymentRow(reference: string) {
  const [row] = await t.database.owner.select().from(payments).where(eq(payments.reference, reference));
  return must(row, `the payment ${reference}`);
}

describe('POST /auth/company/subscription', () => {
  beforeAll(async () => {
    const industry = (await api().get('/industries')).json().data.results[0].id;
    const res = await api().post(
      '/auth/signup',
      signupBody({ company_id: trialSlug, industry_id: industry, email: 'owner@trial.example' }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('extends each chosen module by the plan from the end of its trial, once however often it is sent', async () => {
    const before = await modulesOf(trialSlug);
    const reference = await paid({ company_id: trialSlug, modules: ['payroll'] });
    const res = await verify(trialSlug, reference);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.subscriptionActivated);
    const data = res.json().data;
    expect(data.account_type).toBe('premium');
    const after = await modulesOf(trialSlug);
    for (const module of ['organization', 'payroll']) {
      expect(after[module]).toBe(
        addMonths(new Date(must(before[module], `${module}'s expiry before`)), 1).toISOString(),
      );
    }
    expect(after.attendance).toBe(before.attendance);
    expect(
      Object.fromEntries(
        data.packageModules.map((m: { module: string; expires_at: string }) => [m.module, m.expires_at]),
      ),
    ).toEqual(after);
    expect((await paymentRow(reference)).verifiedAt).toBeInstanceOf(Date);

    const again = await verify(trialSlug, reference);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(data);
    expect(await modulesOf(trialSlug)).toEqual(after);
    const audits = await t.database.owner
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'subscription_paid'),
          eq(auditLogs.entityId, String((await paymentRow(reference)).id)),
        ),
      );
    expect(audits).toHaveLength(1);
  });

  it('starts from today for a module that has expired or that the company lacks', async () => {
    const id = await companyIdOf(t, trialSlug);
    await t.database.owner
      .update(companyModules)
      .set({ expiresAt: new Date('2020-01-01T00:00:00Z') })
      .where(and(eq(companyModules.companyId, id), eq(companyModules.module, 'hrm')));
    await t.database.owner
      .delete(companyModules)
      .where(and(eq(companyModules.companyId, id), eq(companyModules.module, 'canteen')));
    const start = new Date();
    const reference = await paid({ company_id: trialSlug, plan_id: 'annual', modules: ['hrm', 'canteen'] });
    expect((await verify(trialSlug, reference)).statusCode).toBe(200);
    const end = new Date();
    const after = await modulesOf(trialSlug);
    for (const module of ['hrm', 'canteen']) {
      const at = new Date(must(after[module], `${module}'s expiry after`)).getTime();
      expect(at).toBeGreaterThanOrEqual(addMonths(start, 12).getTime());
      expect(at).toBeLessThanOrEqual(addMonths(end, 12).getTime());
    }
  });

  it('leaves modules without end date as they are and sets the account premium', async () => {
    const demoId = await companyIdOf(t, 'demo');
    await t.database.owner.update(companies).set({ accountType: 'basic' }).where(eq(companies.id, demoId));
    const reference = await paid({ modules: ['hrm'] });
    const res = await verify('demo', reference);
    expect(res.json().data.account_type).toBe('premium');
    expect(
      res.json().data.packageModules.every((m: { expires_at: string | null }) => m.expires_at === null),
    ).toBe(true);
  });

  it('refuses a payment not completed, declined or unknown, with a message on the reference', async () => {
    const pending = await initialize();
    const declined = await initialize();
    await charge(declined, { card_number: SANDBOX_CARDS.declined });
    const demoId = await companyIdOf(t, 'demo');
    for (const [reference, message] of [
      [pending, M.paymentPending],
      [declined, M.paymentDeclined],
      [`${demoId}.unknownunknownunknown`, M.paymentNotVerified],
      ['garbage', M.paymentNotVerified],
    ] as const) {
      const res = await verify('demo', reference);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toMatchObject([{ field: 'reference', message }]);
    }
    expect((await paymentRow(pending)).verifiedAt).toBeNull();
  });

  it("refuses another company's reference and changes nothing", async () => {
    const reference = await paid({ company_id: 'acme', modules: ['payroll'] });
    const [demoBefore, acmeBefore] = [await modulesOf('demo'), await modulesOf('acme')];
    const res = await verify('demo', reference);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject([{ field: 'reference', message: M.paymentNotVerified }]);
    const forged = reference.replace(/^\d+\./, `${await companyIdOf(t, 'demo')}.`);
    expect((await verify('demo', forged)).statusCode).toBe(422);
    expect(await modulesOf('demo')).toEqual(demoBefore);
    expect(await modulesOf('acme')).toEqual(acmeBefore);
    expect((await paymentRow(reference)).verifiedAt).toBeNull();
    expect((await verify('acme', reference)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown company and 422 without a reference', async () => {
    expect((await verify('nope', '1.whateverwhateverwhatever')).json().message).toBe(
      AUTH_MESSAGES.companyNotFound,
    );
    const res = await api().post('/auth/company/subscription', { company_id: 'demo' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject([{ field: 'reference', message: M.paymentReferenceRequired }]);
  });
});
