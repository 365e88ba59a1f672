import { describe, expect, it } from 'vitest';
import { EMPLOYEE_FORM_MESSAGES as F } from './employee-form-options.ts';
import { importDate, importPhone } from './import.ts';
import { LOCKED_PROFILE_FIELDS, selfProfileSchema } from './onboarding.ts';

const base = {
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'ADA@x.example',
  mobile_number: '+234-08031234567',
};

describe('selfProfileSchema', () => {
  it('drops every locked field the spec client sends with the form', () => {
    const parsed = selfProfileSchema.parse({
      ...base,
      branch_id: 3,
      department_id: 2,
      appointment_date: '2020-01-01',
      employee_type_id: 1,
      employee_category_id: 1,
      employee_designation_id: 1,
      employee_grade_id: 1,
      roles: [1],
      pin: '77',
      login_access: true,
    });
    for (const key of [...LOCKED_PROFILE_FIELDS, 'login_access']) expect(parsed).not.toHaveProperty(key);
    expect(parsed).toMatchObject({ email: 'ada@x.example', mobile_number: '234-8031234567' });
  });
  it('reads country, state and city as ids or as names', () => {
    expect(selfProfileSchema.parse({ ...base, country: '162', state: 25 })).toMatchObject({
      country_id: 162,
      state_id: 25,
    });
    expect(selfProfileSchema.parse({ ...base, country: 'Nigeria', city: 'Ikeja' })).toMatchObject({
      country_name: 'Nigeria',
      city_name: 'Ikeja',
    });
  });
  it('keeps the form rules: second phone differs, required fields', () => {
    const r = selfProfileSchema.safeParse({ ...base, mobile_number2: '234-8031234567', first_name: '' });
    expect(r.success).toBe(false);
    if (r.success) throw new Error('Expected the profile to be refused');
    const messages = r.error.issues.map((i) => [i.path[0], i.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['first_name', F.firstNameRequired],
        ['mobile_number2', F.phoneAlreadyUsed],
      ]),
    );
  });
});

describe('import cell helpers', () => {
  it('turn spreadsheet phones into the wire form', () => {
    expect(importPhone('08031234567')).toBe('234-8031234567');
    expect(importPhone(8031234567)).toBe('234-8031234567');
    expect(importPhone('44-7700900123')).toBe('44-7700900123');
    expect(importPhone('')).toBe('');
  });
  it('accept dates as shown in the app', () => {
    expect(importDate('5/3/2024')).toBe('2024-03-05');
    expect(importDate('15-06-1990')).toBe('1990-06-15');
    expect(importDate('1990-06-15')).toBe('1990-06-15');
  });
});
