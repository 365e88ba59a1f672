import { describe, expect, it } from 'vitest';
import { NIGERIA_COUNTRY_ID, type EmployeeSelfProfile } from '@clockroom/contracts';
import { toFormValues, toPayload } from './profile-form-values.ts';

const profile = {
  id: 7,
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'ada@x.example',
  mobile_number: '234-8031234567',
  mobile_number2: null,
  religion: 'Tenrikyo',
  country_id: null,
  state_id: null,
  city_id: null,
  profile_completed: false,
} as unknown as EmployeeSelfProfile;

describe('profile form values', () => {
  it('splits the stored phones and religion for the form, defaulting the country to Nigeria', () => {
    expect(toFormValues(profile)).toMatchObject({
      mobile_code: '234',
      mobile_local: '8031234567',
      mobile2_code: '234',
      mobile2_local: '',
      religion_choice: 'others',
      religion_other: 'Tenrikyo',
      country_id: NIGERIA_COUNTRY_ID,
    });
    expect(toFormValues({ ...profile, religion: 'islam' })).toMatchObject({
      religion_choice: 'islam',
      religion_other: null,
    });
  });
  it('sends phones as code-number without the leading zero, and the typed religion for others', () => {
    const payload = toPayload({
      ...toFormValues(profile),
      mobile_local: '08031234567',
      mobile2_code: '44',
      mobile2_local: '07700900123',
      religion_choice: 'others',
      religion_other: '  Baha’i ',
      address: '  ',
    });
    expect(payload).toMatchObject({
      mobile_number: '234-8031234567',
      mobile_number2: '44-7700900123',
      religion: 'Baha’i',
      address: null,
    });
    expect(toPayload({ ...toFormValues(profile), mobile2_local: '' }).mobile_number2).toBeNull();
    expect(toPayload({ ...toFormValues(profile), religion_choice: 'christianity' }).religion).toBe(
      'christianity',
    );
  });
  it('never sends the locked fields', () => {
    const keys = Object.keys(toPayload(toFormValues(profile)));
    for (const locked of [
      'branch_id',
      'department_id',
      'appointment_date',
      'roles',
      'pin',
      'employee_grade_id',
    ])
      expect(keys).not.toContain(locked);
  });
});
