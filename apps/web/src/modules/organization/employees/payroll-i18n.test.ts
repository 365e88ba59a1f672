import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { employeePayrollTexts } from './payroll-i18n.ts';

describe('the employee’s payroll texts', () => {
  it('have French for every English text, server messages by code and by text', () => {
    expect(bundleProblems(employeePayrollTexts)).toEqual([]);
    expect((employeePayrollTexts.fr as Record<string, string>)['employee_payroll.rsaPinInvalid']).toContain(
      'PEN',
    );
  });
});
