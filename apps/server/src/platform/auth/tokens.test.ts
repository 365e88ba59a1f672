import { describe, expect, it } from 'vitest';
import { companyOfSecret, hashSecret, issueSecret } from './tokens.ts';
import { resolveActiveBranch } from './authenticate.ts';

describe('opaque secrets', () => {
  it('carry their company and hash deterministically', () => {
    const s = issueSecret(42);
    expect(companyOfSecret(s)).toBe(42);
    expect(hashSecret(s)).toBe(hashSecret(s));
    expect(hashSecret(s)).not.toContain(s);
    expect(issueSecret(42)).not.toBe(s);
  });
  it('refuse anything else', () => {
    for (const bad of [
      '',
      'abc',
      '0.aaaaaaaaaaaaaaaaaaaa',
      '-1.aaaaaaaaaaaaaaaaaaaa',
      '12.short',
      '12.aaaaaaaaaaaaaaaa!!',
    ]) {
      expect(companyOfSecret(bad)).toBeNull();
    }
  });
});

describe('active branch header', () => {
  const managed = [{ id: 1 }, { id: 3 }];
  it('defaults to all', () => {
    expect(resolveActiveBranch(undefined, managed)).toBe('all');
    expect(resolveActiveBranch('', managed)).toBe('all');
    expect(resolveActiveBranch('all', managed)).toBe('all');
  });
  it('accepts a managed branch and refuses others', () => {
    expect(resolveActiveBranch('3', managed)).toBe(3);
    expect(() => resolveActiveBranch('2', managed)).toThrow();
    expect(() => resolveActiveBranch('x', managed)).toThrow();
  });
});
