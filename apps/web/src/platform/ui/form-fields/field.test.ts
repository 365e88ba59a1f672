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
});
