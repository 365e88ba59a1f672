import { describe, expect, it } from 'vitest';
import { initialLanguage } from './language.ts';

describe('initialLanguage', () => {
  it('prefers the stored choice, then the browser, then English', () => {
    expect(initialLanguage('fr', 'en-GB')).toBe('fr');
    expect(initialLanguage(null, 'fr-CA')).toBe('fr');
    expect(initialLanguage('de', 'de-DE')).toBe('en');
    expect(initialLanguage(null, undefined)).toBe('en');
  });
});
