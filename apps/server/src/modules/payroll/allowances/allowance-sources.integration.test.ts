import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Allowance, AllowanceClaim } from '@clockroom/contracts';
import { dataOf, employeeIdOf, testFile } from '../../../test/kit.ts';
import { make } from '../../../test/factories.ts';
import { setTenant } from '../../../platform/db/tenant.ts';
import { createContext } from '../../../platform/http/context.ts';
import type { PayItemLine, PayItemSource } from '../schedule/pay-item-source.ts';
import { allowancesSource, extraAllowancesSource, settleClaims } from './allowance-sources.ts';
import { nextMonth } from './confirmed-months.repository.ts';
import { confirmMonth, currentMonthOf, periodOf, storedClaim } from './allowances.fixtures.ts';

const SETTINGS = '/payroll/salarymanagement/settings';
const CLAIMS = '/payroll/salarymanagement/allowance-claims';
const f = testFile();

/** A source's lines for a month, as the run asks: every employee at once, in the company's tenancy. */
async function linesOf(source: PayItemSource, month: string, employeeIds: number[]) {
  const companyId = await f.companyId('demo');
  return f.t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    return source.lines(tx, companyId, periodOf(month), employeeIds);
  });
}

const brief = (lines: PayItemLine[]) =>
  lines.map((l) => [l.employeeId, l.code, l.amountKobo, l.taxable, l.pensionable]).sort();

describe('allowance pay item sources', () => {
  it('pays a recurring allowance to its holders in their months, at their own amount or its own', async () => {
    const admin = await f.as('admin');
    const [a, b, c] = await Promise.all([make.employee(admin), make.employee(admin), make.employee(admin)]);
    const held = dataOf<Allowance>(
      await admin.post(`${SETTINGS}/allowance`, {
        name: 'Hazard',
        amount: '15000.50',
        is_pensionable: true,
        employees: [
          { employee_id: a.id, from_month: '2026-01', to_month: '2026-03', amount: '20000' },
          { employee_id: b.id, from_month: '2026-03' },
        ],
      }),
      201,
    );
    await admin.post(`${SETTINGS}/allowance`, {
      name: 'Retired',
      amount: 100,
      active: false,
      employees: [{ employee_id: c.id, from_month: '2026-01' }],
    });
    const code = `ALLOWANCE_${held.id}`;
    // The run asks for its whole set at once: 10,000 ids, most of them nobody's.
    const many = [...Array.from({ length: 9_997 }, (_, i) => 90_000_000 + i), a.id, b.id, c.id];
    expect(brief(await linesOf(allowancesSource, '2026-03', many))).toEqual(
      [
        [a.id, code, 2_000_000n, true, true],
        [b.id, code, 1_500_050n, true, true],
      ].sort(),
    );
    expect(brief(await linesOf(allowancesSource, '2026-01', many))).toEqual([
      [a.id, code, 2_000_000n, true, true],
    ]);
    expect(brief(await linesOf(allowancesSource, '2026-04', [a.id, c.id]))).toEqual([]);
    expect((await linesOf(allowancesSource, '2026-03', [b.id]))[0]).toMatchObject({
      kind: 'allowance',
      name: 'Hazard',
    });
  });

  it('pays the month’s extra allowances and approved claims, and marks the claims paid on confirm', async () => {
    const admin = await f.as('admin');
    const companyId = await f.companyId('demo');
    const [a, b] = await Promise.all([make.employee(admin), make.employee(admin)]);
    const extra = dataOf<{ id: number }>(
      await admin.post(`${SETTINGS}/extraallowance`, {
        name: 'Arrears',
        recurrence: 'recurring',
        amount: '1000',
        is_taxable: false,
        months: ['2026-03', '2026-05'],
        employees: [{ employee_id: a.id, amount: '250.25' }, { employee_id: b.id }],
      }),
      201,
    );
    const me = await employeeIdOf(f.t, companyId, 'employee@demo.example');
    const made = dataOf<AllowanceClaim>(
      await (await f.as('employee')).post(CLAIMS, { title: 'Fuel', amount: '700', reason: 'Site visit' }),
      201,
    );
    await admin.post(`${CLAIMS}/approve`, { id: made.id });
    const [now] = await currentMonthOf(f.t, companyId);
    const ids = [a.id, b.id, me];
    expect(brief(await linesOf(extraAllowancesSource, '2026-05', ids))).toEqual(
      [
        [a.id, `EXTRA_${extra.id}`, 25_025n, false, false],
        [b.id, `EXTRA_${extra.id}`, 100_000n, false, false],
      ].sort(),
    );
    expect(await linesOf(extraAllowancesSource, '2026-04', ids)).toEqual([]);
    const claimLines = (await linesOf(extraAllowancesSource, now, [me])).filter((l) =>
      l.code.startsWith('CLAIM_'),
    );
    expect(brief(claimLines)).toEqual([[me, `CLAIM_${made.id}`, 70_000n, true, false]]);

    await f.t.database.transaction(async (tx) => {
      await setTenant(tx, companyId);
      await extraAllowancesSource.confirmed?.(tx, companyId, periodOf(now), claimLines);
      await extraAllowancesSource.confirmed?.(tx, companyId, periodOf(now), claimLines);
    });
    expect(await storedClaim(f.t, companyId, made.id)).toEqual({ status: 'paid', pay_month: now });
  });

  it('moves an approved claim the confirmed month did not carry to the next open month', async () => {
    const companyId = await f.companyId('demo');
    const me = await employeeIdOf(f.t, companyId, 'employee@demo.example');
    const made = dataOf<AllowanceClaim>(
      await (await f.as('employee')).post(CLAIMS, { title: 'Data', amount: '300', reason: 'Hotspot' }),
      201,
    );
    await (await f.as('admin')).post(`${CLAIMS}/approve`, { id: made.id });
    const [now, next] = await currentMonthOf(f.t, companyId);
    const carried = { kind: 'allowance', code: 'OTHER', amount_kobo: '1', source: 'x' };
    await confirmMonth(f.t, companyId, me, now, [carried]);
    await f.t.database.transaction(async (tx) => {
      await setTenant(tx, companyId);
      const ctx = createContext(tx, 'test', '127.0.0.1', companyId);
      ctx.companyId = companyId;
      await settleClaims(ctx, periodOf(now), [me]);
    });
    expect(await storedClaim(f.t, companyId, made.id)).toEqual({ status: 'approved', pay_month: next });
  });

  it('settles many claims at once: carried ones paid, the others each to their own next open month', async () => {
    const admin = await f.as('admin');
    const companyId = await f.companyId('demo');
    const [{ id: a }, { id: b }] = await Promise.all([make.employee(admin), make.employee(admin)]);
    const [now, next] = await currentMonthOf(f.t, companyId);
    const after = nextMonth(next);
    const claim = async (employeeId: number, title: string) => {
      const r = await f.t.database.owner.execute<{ id: string | number }>(sql`
        INSERT INTO payroll_allowance_claims (company_id, employee_id, title, amount_kobo, status, pay_month)
        VALUES (${companyId}, ${employeeId}, ${title}, 10000, 'approved', ${`${now}-01`}::date) RETURNING id`);
      return Number(r.rows[0]?.id);
    };
    const [carried, aLeft, bFirst, bSecond] = [
      await claim(a, 'Carried'),
      await claim(a, 'Left out'),
      await claim(b, 'First'),
      await claim(b, 'Second'),
    ];
    const line = {
      kind: 'allowance',
      code: `CLAIM_${carried}`,
      amount_kobo: '10000',
      source: 'extra-allowances',
    };
    await confirmMonth(f.t, companyId, a, now, [line]);
    await confirmMonth(f.t, companyId, b, now);
    // b's next month is confirmed too: their claims go one further.
    await confirmMonth(f.t, companyId, b, next);
    await f.t.database.transaction(async (tx) => {
      await setTenant(tx, companyId);
      const ctx = createContext(tx, 'test', '127.0.0.1', companyId);
      ctx.companyId = companyId;
      await settleClaims(ctx, periodOf(now), [a, b]);
    });
    expect(await storedClaim(f.t, companyId, carried)).toEqual({ status: 'paid', pay_month: now });
    expect(await storedClaim(f.t, companyId, aLeft)).toEqual({ status: 'approved', pay_month: next });
    for (const id of [bFirst, bSecond])
      expect(await storedClaim(f.t, companyId, id)).toEqual({ status: 'approved', pay_month: after });
  });
});
