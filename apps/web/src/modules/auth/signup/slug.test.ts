import { describe, expect, it } from 'vitest';
import { isValidSlug, slugify } from './slug.ts';

describe('slugify', () => {
  it('turns a company name into a valid identifier', () => {
    expect(slugify('Acme Foods & Co. Ltd')).toBe('acme-foods-co-ltd');
    expect(slugify('  Société Générale  ')).toBe('societe-generale');
    expect(isValidSlug(slugify('Acme Foods & Co. Ltd'))).toBe(true);
  });

  it('stays within 30 characters without a trailing hyphen', () => {
    const slug = slugify('The Very Long Name Of A Company That Goes On');
    expect(slug.length).toBeLessThanOrEqual(30);
    expect(slug.endsWith('-')).toBe(false);
  });
});
