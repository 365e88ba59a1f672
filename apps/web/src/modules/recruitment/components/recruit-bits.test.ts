import { describe, expect, it } from 'vitest';
import { nairaText } from './recruit-bits.tsx';

describe('nairaText', () => {
  it('gives the API’s naira back to a form in whole kobo, two decimals when there are any', () => {
    expect(nairaText(600000.5)).toBe('600000.50');
    expect(nairaText(350000)).toBe('350000');
    expect(nairaText(0.1)).toBe('0.10');
    expect(nairaText(1234567.89)).toBe('1234567.89');
  });
  it('leaves the field empty for no amount', () => {
    expect(nairaText(null)).toBe('');
    expect(nairaText(undefined)).toBe('');
  });
});
