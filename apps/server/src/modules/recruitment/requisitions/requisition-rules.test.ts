import { describe, expect, it } from 'vitest';
import { jobRequestInputSchema, requisitionTemplateInputSchema } from '@clockroom/contracts';
import { afterHire, toKobo, toNaira } from './requisition-rules.ts';

describe('a job request’s headcount countdown', () => {
  it('counts an approved request down and fills it at zero', () => {
    expect(afterHire('approved', 3)).toEqual({ remaining: 2, status: 'approved' });
    expect(afterHire('approved', 1)).toEqual({ remaining: 0, status: 'filled' });
  });

  it('refuses a hire against a filled, pending or rejected request', () => {
    expect(afterHire('filled', 0)).toEqual({ refused: 'no-places-left' });
    expect(afterHire('approved', 0)).toEqual({ refused: 'no-places-left' });
    expect(afterHire('pending', 2)).toEqual({ refused: 'not-approved' });
    expect(afterHire('rejected', 2)).toEqual({ refused: 'not-approved' });
  });

  it('keeps budgets exact in kobo', () => {
    expect(toKobo(250000.1)).toBe(25000010);
    expect(toNaira(25000010)).toBe(250000.1);
    expect(toKobo(null)).toBeNull();
    expect(toNaira(null)).toBeNull();
  });
});

describe('a job request’s input', () => {
  const base = {
    title: 'Accountant',
    department_id: 1,
    branch_id: 2,
    headcount: 2,
    employment_type: 'full_time',
  };
  const errors = (body: object) =>
    (jobRequestInputSchema.safeParse(body).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  it('accepts the issue’s shape, urgency normal by default', () => {
    const v = jobRequestInputSchema.parse({
      ...base,
      budget_min: '150000',
      budget_max: 300000,
      justification: '',
    });
    expect(v).toMatchObject({
      urgency: 'normal',
      budget_min: 150000,
      budget_max: 300000,
      justification: null,
    });
  });

  it('refuses budget_min above budget_max, on budget_max', () => {
    expect(errors({ ...base, budget_min: 300000, budget_max: 150000 })).toEqual([
      ['budget_max', 'The minimum budget cannot be more than the maximum budget'],
    ]);
    expect(errors({ ...base, budget_min: 150000, budget_max: 150000 })).toEqual([]);
  });

  it('says which field is wrong in the spec’s words', () => {
    expect(errors({ ...base, title: ' ' })).toEqual([['title', 'Please enter the job title']]);
    expect(errors({ ...base, department_id: '' })).toEqual([
      ['department_id', 'Please select the department'],
    ]);
    expect(errors({ ...base, headcount: 0 })).toEqual([
      ['headcount', 'Please enter a headcount between 1 and 1000'],
    ]);
    expect(errors({ ...base, urgency: 'asap' })).toEqual([['urgency', 'Please select low, normal or high']]);
    expect(errors({ ...base, budget_min: -1 })).toEqual([['budget_min', 'Please enter a valid amount']]);
    expect(errors({ ...base, budget_min: 10.001 })).toEqual([['budget_min', 'Please enter a valid amount']]);
  });

  it('checks a template’s budget range the same way', () => {
    const r = requisitionTemplateInputSchema.safeParse({
      name: 'Graduate trainee',
      budget_min: 9,
      budget_max: 1,
    });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['budget_max']);
  });
});
