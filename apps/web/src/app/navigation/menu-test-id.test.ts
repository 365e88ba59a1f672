import { describe, expect, it } from 'vitest';
import { menuTestId } from './menu-test-id.ts';

describe('menuTestId', () => {
  it('is stable and readable', () => {
    expect(menuTestId('activity history')).toBe('menu-activity-history');
    expect(menuTestId('home')).toBe('menu-home');
  });
});
