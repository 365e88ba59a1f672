import { describe, expect, it } from 'vitest';
import { capitalise, displayValue, fullName } from './employee-fields.ts';

describe('employee fields', () => {
  it('reads lookups given as text or as objects', () => {
    expect(displayValue({ id: 2, type_name: 'Full time' })).toBe('Full time');
    expect(displayValue({ id: 1, name: 'Lagos' })).toBe('Lagos');
    expect(displayValue(' Senior ')).toBe('Senior');
    expect(displayValue(1234)).toBe('1234');
    expect(displayValue(null)).toBe('');
    expect(displayValue({ id: 3 })).toBe('');
  });

  it('capitalises enumerations and builds names', () => {
    expect(capitalise('male')).toBe('Male');
    expect(capitalise('')).toBe('');
    expect(fullName({ first_name: 'Ada', last_name: 'Obi' })).toBe('Ada Obi');
    expect(fullName({ name: 'Ada C. Obi', first_name: 'Ada' })).toBe('Ada C. Obi');
  });
});
