import { describe, expect, it } from 'vitest';
import { registerUniqueConstraint, uniqueViolationField } from './unique-violations.ts';

const clash = { field: 'station_name', message: 'A branch with this name already exists' };
registerUniqueConstraint('test_name_key', clash);

describe('uniqueViolationField', () => {
  it('finds the declared field of a unique violation, also inside a wrapping error', () => {
    const driverError = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'test_name_key',
    });
    expect(uniqueViolationField(driverError)).toEqual(clash);
    expect(uniqueViolationField(new Error('Failed query', { cause: driverError }))).toEqual(clash);
  });
  it('leaves undeclared constraints and other errors to the generic handling', () => {
    expect(uniqueViolationField({ code: '23505', constraint: 'other_key' })).toBeUndefined();
    expect(uniqueViolationField({ code: '23503', constraint: 'test_name_key' })).toBeUndefined();
    expect(uniqueViolationField(new Error('boom'))).toBeUndefined();
    expect(uniqueViolationField(undefined)).toBeUndefined();
  });
  it('refuses one constraint declared with two different fields', () => {
    expect(() => registerUniqueConstraint('test_name_key', { ...clash, field: 'other' })).toThrow();
  });
});
