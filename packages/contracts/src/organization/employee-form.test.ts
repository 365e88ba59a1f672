import { describe, expect, it } from 'vitest';
import { employeeProfileSchema } from './employee-form.ts';
import {
  EMPLOYEE_FORM_MESSAGES as M,
  displayPhone,
  formatPhone,
  resolveReligion,
  splitPhone,
} from './employee-form-options.ts';

const valid = {
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'Ada.Obi@Example.com',
  mobile_number: '234-8031234567',
};

function errorsOf(input: unknown): Record<string, string> {
  const r = employeeProfileSchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('formatPhone (spec 2 §5)', () => {
  it('joins the country code and the number without its leading zero', () => {
    expect(formatPhone('234', '08031234567')).toBe('234-8031234567');
    expect(formatPhone('+234', '0803 123 4567')).toBe('234-8031234567');
    expect(formatPhone(44, '7700900123')).toBe('44-7700900123');
  });
  it('answers empty for an empty number and defaults the code to Nigeria', () => {
    expect(formatPhone('234', '')).toBe('');
    expect(formatPhone('', '0803')).toBe('234-803');
  });
  it('splits a stored phone back into its inputs', () => {
    expect(splitPhone('234-8031234567')).toEqual({ countryCode: '234', number: '8031234567' });
    expect(splitPhone(null)).toEqual({ countryCode: '234', number: '' });
    expect(splitPhone('08031234567')).toEqual({ countryCode: '234', number: '8031234567' });
  });
});

describe('employee profile schema', () => {
  it('accepts the minimum and normalises email and phones', () => {
    const r = employeeProfileSchema.parse({
      ...valid,
      mobile_number: '+234-08031234567',
      mobile_number2: '',
    });
    expect(r.email).toBe('ada.obi@example.com');
    expect(r.mobile_number).toBe('234-8031234567');
    expect(r.mobile_number2).toBeNull();
  });
  it('uses the spec messages for the required fields', () => {
    expect(errorsOf({})).toMatchObject({
      first_name: M.firstNameRequired,
      last_name: M.lastNameRequired,
      email: M.emailInvalid,
      mobile_number: M.phoneRequired,
    });
    expect(errorsOf({ ...valid, first_name: '  ', email: 'nope' })).toMatchObject({
      first_name: M.firstNameRequired,
      email: M.emailInvalid,
    });
    expect(errorsOf({ ...valid, mobile_number: '' })).toMatchObject({ mobile_number: M.phoneRequired });
    expect(errorsOf({ ...valid, mobile_number: 'abc' })).toMatchObject({ mobile_number: M.phoneInvalid });
  });
  it('refuses a second phone equal to the first', () => {
    expect(errorsOf({ ...valid, mobile_number2: '234-08031234567' })).toEqual({
      mobile_number2: M.phoneAlreadyUsed,
    });
  });
  it('refuses a date of birth in the future and impossible dates', () => {
    expect(errorsOf({ ...valid, date_of_birth: '2999-01-01' })).toEqual({
      date_of_birth: M.dateOfBirthInFuture,
    });
    expect(errorsOf({ ...valid, date_of_birth: '1990-02-30' })).toEqual({ date_of_birth: M.dateInvalid });
    expect(employeeProfileSchema.parse({ ...valid, date_of_birth: '1990-02-03' }).date_of_birth).toBe(
      '1990-02-03',
    );
  });
  it('accepts digits only in the account number', () => {
    expect(errorsOf({ ...valid, account_number: '01234x' })).toEqual({
      account_number: M.accountNumberDigits,
    });
    expect(employeeProfileSchema.parse({ ...valid, account_number: '0123456789' }).account_number).toBe(
      '0123456789',
    );
  });
  it('checks the enumerations', () => {
    expect(
      errorsOf({ ...valid, salutation: 'dr', gender: 'x', marital_status: 'divorced', blood_group: 'C+' }),
    ).toEqual({
      salutation: M.salutationRequired,
      gender: M.genderRequired,
      marital_status: M.maritalStatusRequired,
      blood_group: M.bloodGroupInvalid,
    });
    const r = employeeProfileSchema.parse({
      ...valid,
      salutation: 'Mrs',
      gender: 'female',
      blood_group: 'ab+',
    });
    expect([r.salutation, r.gender, r.blood_group]).toEqual(['mrs', 'female', 'AB+']);
  });
  it('needs a role to give login access', () => {
    expect(errorsOf({ ...valid, login_access: true, roles: [] })).toEqual({ roles: M.rolesRequiredForLogin });
    expect(employeeProfileSchema.parse({ ...valid, login_access: true, roles: ['3'] }).roles).toEqual([3]);
  });
  it('takes country/state/city as aliases of the _id fields and clears blank ids', () => {
    const r = employeeProfileSchema.parse({ ...valid, country: '5', state: 7, city_id: '', branch_id: '0' });
    expect(r).toMatchObject({ country_id: 5, state_id: 7, city_id: null, branch_id: null });
    expect(r).not.toHaveProperty('country');
    expect(errorsOf({ ...valid, country: 'Nigeria' })).toEqual({ country_id: M.idInvalid });
  });
  it('replaces religion "others" by the typed value', () => {
    expect(resolveReligion('others', ' Bahai ')).toBe('Bahai');
    expect(resolveReligion('islam', 'x')).toBe('islam');
    expect(resolveReligion('', 'x')).toBeNull();
  });
});

describe('displayPhone', () => {
  it('shows every stored phone the same way', () => {
    expect(displayPhone('234-8031234567')).toBe('+234 803 123 4567');
    expect(displayPhone('44-77009001')).toBe('+44 77009001');
    expect(displayPhone(null)).toBe('');
  });
});
