import { describe, expect, it } from 'vitest';
import { oneOf } from './filter-values.ts';

describe('oneOf', () => {
  const STATUSES = ['active', 'inactive'] as const;

  it('keeps a value the list knows', () => {
    expect(oneOf(STATUSES, 'inactive')).toBe('inactive');
  });

  it('drops an unknown, empty or non-text value', () => {
    expect(oneOf(STATUSES, 'archived')).toBeUndefined();
    expect(oneOf(STATUSES, '')).toBeUndefined();
    expect(oneOf(STATUSES, undefined)).toBeUndefined();
    expect(oneOf(STATUSES, 1)).toBeUndefined();
  });
});
