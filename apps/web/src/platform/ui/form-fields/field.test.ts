import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldRules } from './field.ts';

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
