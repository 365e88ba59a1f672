import { describe, expect, it } from 'vitest';
import { toFormValues, toPayload } from './employee-form-values.ts';
import type { EmployeeDetail } from '@clockroom/contracts';

describe('employee form values', () => {
  it('starts a new employee with Nigerian phone codes, organogram on and no access', () => {
    expect(toFormValues(null)).toMatchObject({ mobile_code: '234', show_in_organogram: true, roles: [] });
  });
  it('splits phones and a free-text religion from a stored profile', () => {
    const v = toFormValues({
      id: 1,
      first_name: 'Ada',
      last_name: 'Obi',
      mobile_number: '44-7700900123',
      religion: 'Bahai',
      roles: [{ id: 3, name: 'HR' }],
    } as EmployeeDetail);
    expect(v).toMatchObject({
      mobile_code: '44',
      mobile_number: '7700900123',
      religion_choice: 'others',
      religion_other: 'Bahai',
      roles: [3],
    });
    const islam = { id: 1, first_name: 'A', last_name: 'B', religion: 'Islam' } as EmployeeDetail;
    expect(toFormValues(islam).religion_choice).toBe('islam');
  });
  it('builds the payload: phones joined without the leading zero, others replaced, blanks as null', () => {
    const p = toPayload({
      first_name: ' Ada ',
      last_name: 'Obi',
      email: 'ada@x.example',
      mobile_code: '234',
      mobile_number: '08031234567',
      mobile2_code: '234',
      mobile_number2: '',
      religion_choice: 'others',
      religion_other: 'Bahai',
      address: '  ',
      branch_id: 2,
      roles: [],
      login_access: false,
    });
    expect(p).toMatchObject({
      first_name: 'Ada',
      mobile_number: '234-8031234567',
      mobile_number2: null,
      religion: 'Bahai',
      address: null,
      branch_id: 2,
      roles: [],
      login_access: false,
    });
    expect(p).not.toHaveProperty('mobile_code');
    expect(p).not.toHaveProperty('religion_other');
  });
});
