import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { leaveTexts } from './i18n.ts';
import { leavePercent, sentId } from './leave-values.ts';

describe('leave request screens', () => {
  it('has French for every English text', () => {
    expect(bundleProblems(leaveTexts)).toEqual([]);
  });

  it('reads progress as days taken over the entitlement, bounded', () => {
    expect(leavePercent({ days_taken: 3, applicable_days: 10 })).toBe(30);
    expect(leavePercent({ days_taken: 1, applicable_days: 3 })).toBe(33);
    expect(leavePercent({ days_taken: 12, applicable_days: 10 })).toBe(100);
    expect(leavePercent({ days_taken: 0, applicable_days: 0 })).toBe(0);
  });

  it('sends the stored id while a name is still displayed, and 0 for none', () => {
    expect(sentId(7, 3)).toBe(7);
    expect(sentId('Ada Obi', 3)).toBe(3);
    expect(sentId(null, 3)).toBe(0);
    expect(sentId('', 3)).toBe(0);
    expect(sentId(undefined, null)).toBe(0);
  });
});
