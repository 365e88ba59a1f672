import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldRules, splitField } from './field.ts';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;
const own = { max: 10, message: 'too long' };

describe("a field's rules", () => {
  it("are the form's own when the field is optional", () => {
    expect(fieldRules({ rules: [own] }, t)).toEqual([own]);
    expect(fieldRules({}, t)).toBeUndefined();
  });

  it('put the required message first; a text also refuses only spaces', () => {
    expect(fieldRules({ required: 'x.nameRequired', rules: [own] }, t)).toEqual([
      { required: true, whitespace: true, message: '«x.nameRequired»' },
      own,
    ]);
  });

  it('ask a number or a pick only to be there', () => {
    expect(fieldRules({ required: 'x.yearRequired' }, t, { text: false })).toEqual([
      { required: true, message: '«x.yearRequired»' },
    ]);
  });

  it("check the contract's schema after the required message, in the screen's words", async () => {
    const schema = { safeParse: (v: unknown) => (v === 'ok' ? { success: true } : bad) };
    const bad = { success: false, error: { issues: [{ message: 'x.codeInvalid' }] } };
    const [first, second] = fieldRules({ required: 'x.codeRequired', schema }, t) ?? [];
    expect(first).toEqual({ required: true, whitespace: true, message: '«x.codeRequired»' });
    const check = second as { validator: (rule: unknown, value: unknown) => Promise<void> };
    await expect(check.validator({}, 'ok')).resolves.toBeUndefined();
    await expect(check.validator({}, 'no')).rejects.toThrow('«x.codeInvalid»');
  });
});

describe("a field's props", () => {
  it("part into the control's, as given, and the form item's", () => {
    const props: { name: string; label: string; min?: number; max?: number; step?: number; extra: string } = {
      name: 'year',
      label: 'Year',
      min: 2000,
      max: undefined,
      extra: 'hint',
    };
    const [control, item] = splitField(props, ['min', 'max', 'step'] as const);
    expect(control).toEqual({ min: 2000, max: undefined });
    expect('step' in control).toBe(false);
    expect(item).toEqual({ name: 'year', label: 'Year', extra: 'hint' });
  });
});
