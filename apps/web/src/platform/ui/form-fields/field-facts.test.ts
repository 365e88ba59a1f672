import { describe, expect, it } from 'vitest';
import { labelKeyOf, resolveFacts, saveLabelKeyOf, testIdOf } from './field-facts.ts';

const t = (key: string) => `«${key}»`;
const nameSchema = { safeParse: () => ({ success: true }) };
const facts = { shape: { name: nameSchema }, labels: 'x.location', testIds: 'x-location' };

describe("a field's facts", () => {
  it('name its label key and test id from the field name', () => {
    expect(labelKeyOf('branch_id')).toBe('branch');
    expect(labelKeyOf('date_of_birth')).toBe('dateOfBirth');
    expect(labelKeyOf('radius')).toBe('radius');
    expect(testIdOf('branch_id')).toBe('branch-id');
  });

  it("come from the form's stems and the contract's shape when the field says none", () => {
    expect(resolveFacts({ name: 'name' }, facts, t)).toEqual({
      name: 'name',
      label: '«x.location.name»',
      testId: 'x-location-name',
      schema: nameSchema,
    });
  });

  it("are the field's own where it gives them, and no schema where it says false", () => {
    const own = resolveFacts({ name: 'name', label: 'Name', testId: 'own', schema: false }, facts, t);
    expect(own).toEqual({ name: 'name', label: 'Name', testId: 'own', schema: undefined });
  });

  it("follow a form's own test-id pattern where it gives one", () => {
    const asNamed = { testIds: (name: string) => `field-${name}` };
    expect(resolveFacts({ name: 'date_of_birth' }, asNamed, t)).toMatchObject({
      testId: 'field-date_of_birth',
    });
  });

  it('are nothing outside a form with facts, or for a field named by a path', () => {
    expect(resolveFacts({ name: 'name' }, {}, t)).toMatchObject({ label: undefined, testId: undefined });
    expect(resolveFacts({ name: ['a', 'b'] }, facts, t)).toMatchObject({
      label: undefined,
      schema: undefined,
    });
  });

  it("name the Save button's words by the labels' stem, and none without it", () => {
    expect(saveLabelKeyOf(facts)).toBe('x.location.save');
    expect(saveLabelKeyOf({ testIds: 'x-location' })).toBeUndefined();
    expect(saveLabelKeyOf(undefined)).toBeUndefined();
  });
});
