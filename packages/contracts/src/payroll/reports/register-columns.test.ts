import { describe, expect, it } from 'vitest';
import { registerColumns } from './register-columns.ts';

describe('the register’s columns', () => {
  it('puts earnings before gross, deductions before net, the employer’s own lines last', () => {
    const line = (key: string, segment: 'earning' | 'deduction' | 'employer') => ({
      key,
      kind: key.split(':')[0] ?? '',
      code: key.split(':')[1] ?? '',
      name: key,
      segment,
    });
    const keys = registerColumns([
      line('component:BASIC', 'earning'),
      line('deduction:COOP', 'deduction'),
      line('statutory:GROUP_LIFE', 'employer'),
      line('overtime:OVERTIME', 'earning'),
    ]).map((c) => c.key);
    expect(keys).toEqual([
      'name',
      'pin',
      'branch',
      'department',
      'component:BASIC',
      'overtime:OVERTIME',
      'gross_pay_kobo',
      'paye_kobo',
      'pension_employee_kobo',
      'nhf_kobo',
      'nhis_kobo',
      'deduction:COOP',
      'total_deductions_kobo',
      'net_pay_kobo',
      'pension_employer_kobo',
      'nsitf_kobo',
      'itf_kobo',
      'statutory:GROUP_LIFE',
    ]);
  });
});
