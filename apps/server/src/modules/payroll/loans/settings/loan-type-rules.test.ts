import { describe, expect, it } from 'vitest';
import {
  LOAN_CAP_MESSAGES as C,
  LOAN_TYPE_MESSAGES as M,
  loanCapInputSchema,
  loanCapQuerySchema,
  loanTypeInputSchema,
  parseLoanRate,
} from '@clockroom/contracts';

const valid = { name: 'Car loan', maximum_amount: '3000000', max_tenure_months: 24 };
const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('loan type rules', () => {
  it('takes naira as text or number into whole kobo, with the defaults the issue leaves open', () => {
    expect(loanTypeInputSchema.parse({ ...valid, minimum_amount: 1500.5 })).toEqual({
      name: 'Car loan',
      description: null,
      minimum_amount_kobo: 150050,
      maximum_amount_kobo: 300000000,
      max_tenure_months: 24,
      interest_rate: '0',
      interest_type: 'flat',
      eligible_after_months: 0,
      status: 'active',
    });
  });

  it('reads the rate as a percentage from 0 to 100 with at most four decimals, as canonical text', () => {
    expect(parseLoanRate('12.00')).toBe('12');
    expect(parseLoanRate(7.5)).toBe('7.5');
    expect(parseLoanRate('0.1250')).toBe('0.125');
    expect(parseLoanRate('100')).toBe('100');
    expect(parseLoanRate('100.0')).toBe('100');
    for (const bad of ['100.01', '-1', '1e2', '12.34567', 'twelve', null, Number.NaN]) {
      expect(parseLoanRate(bad)).toBeUndefined();
    }
  });

  it('names each bad field with its own message', () => {
    expect(errorsOf(loanTypeInputSchema.safeParse({ ...valid, minimum_amount: '3000000.01' }))).toEqual([
      ['minimum_amount', M.amountOrder],
    ]);
    expect(errorsOf(loanTypeInputSchema.safeParse({ ...valid, max_tenure_months: 0 }))).toEqual([
      ['max_tenure_months', M.tenureInvalid],
    ]);
    expect(errorsOf(loanTypeInputSchema.safeParse({ ...valid, max_tenure_months: 601 }))).toEqual([
      ['max_tenure_months', M.tenureTooLong],
    ]);
    expect(errorsOf(loanTypeInputSchema.safeParse({ ...valid, maximum_amount: 0 }))).toEqual([
      ['maximum_amount', M.maximumPositive],
    ]);
    expect(errorsOf(loanTypeInputSchema.safeParse({ ...valid, interest_rate: '101' }))).toEqual([
      ['interest_rate', M.rateInvalid],
    ]);
    expect(errorsOf(loanTypeInputSchema.safeParse({ ...valid, interest_type: 'simple' }))).toEqual([
      ['interest_type', M.interestTypeInvalid],
    ]);
  });
});

describe('loan cap rules', () => {
  it('defaults the model type to branch, and an empty amount removes a cap', () => {
    expect(loanCapQuerySchema.parse({}).model_type).toBe('branch');
    expect(loanCapQuerySchema.parse({ model_type: 'nonsense' }).model_type).toBe('branch');
    expect(
      loanCapInputSchema.parse({
        caps: [
          { model_id: '4', amount: '' },
          { model_id: 5, amount: '2500.5' },
        ],
      }),
    ).toEqual({
      model_type: 'branch',
      caps: [
        { model_id: 4, amount: null },
        { model_id: 5, amount: 250050 },
      ],
    });
  });

  it('refuses a branch listed twice and a zero cap', () => {
    expect(
      errorsOf(
        loanCapInputSchema.safeParse({
          caps: [
            { model_id: 4, amount: 1 },
            { model_id: 4, amount: 2 },
          ],
        }),
      ),
    ).toEqual([['caps.1.model_id', C.modelRepeated]]);
    expect(errorsOf(loanCapInputSchema.safeParse({ caps: [{ model_id: 4, amount: 0 }] }))).toEqual([
      ['caps.0.amount', C.amountPositive],
    ]);
  });
});
