import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RSA_PIN_PATTERN } from './pension.ts';
import { employeePayrollInputFields, EMPLOYEE_PAYROLL_MESSAGES } from '../organization/employee-payroll.ts';
import { checkRsaPin } from '../payroll/reports/pension-administrators.ts';

describe('the RSA PIN', () => {
  it('is PEN and 12 digits, nothing around it', () => {
    expect(RSA_PIN_PATTERN.test('PEN100012345678')).toBe(true);
    for (const bad of [
      'PEN10001234567',
      'PEN1000123456789',
      'pen100012345678',
      ' PEN100012345678',
      'PENX00012345678',
    ])
      expect(RSA_PIN_PATTERN.test(bad)).toBe(false);
  });

  it('is the same check on the employee record and on the pension schedule', () => {
    const record = z.object({ rsa_pin: employeePayrollInputFields.rsa_pin });
    for (const typed of ['pen 1000 1234 5678', 'PEN100012345678', 'PEN12345', 'NOT A PIN']) {
      const onRecord = record.safeParse({ rsa_pin: typed });
      const onSchedule = checkRsaPin(typed.replace(/\s+/g, ''));
      expect(onRecord.success).toBe(onSchedule === 'valid');
      if (!onRecord.success)
        expect(onRecord.error.issues[0]?.message).toBe(EMPLOYEE_PAYROLL_MESSAGES.rsaPinInvalid);
    }
  });
});
