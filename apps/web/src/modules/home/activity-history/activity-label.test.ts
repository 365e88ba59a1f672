import { describe, expect, it } from 'vitest';
import { actionColor, humanise } from './activity-label.ts';

describe('activity labels', () => {
  it('reads codes as words', () => {
    expect(humanise('employee.created')).toBe('Employee created');
    expect(humanise('reset_password')).toBe('Reset password');
    expect(humanise(null)).toBe('');
  });

  it('colours by kind of action', () => {
    expect(actionColor('delete')).toBe('red');
    expect(actionColor('create')).toBe('green');
    expect(actionColor('update')).toBe('blue');
    expect(actionColor('login')).toBe('purple');
    expect(actionColor('export')).toBe('default');
  });
});
