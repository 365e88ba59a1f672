import { describe, expect, it } from 'vitest';
import {
  accountSettingsSchema,
  isValidTimezone,
  publicHolidaySchema,
  roleEmployeesSchema,
} from './system-settings.ts';
import { ACCOUNT_SETTINGS_MESSAGES as A, HOLIDAY_MESSAGES as H } from './system-settings-messages.ts';

describe('system-settings schemas', () => {
  it('accepts IANA time zones only', () => {
    expect(isValidTimezone('Africa/Lagos')).toBe(true);
    expect(isValidTimezone('UTC')).toBe(true);
    expect(isValidTimezone('Mars/Olympus')).toBe(false);
    expect(isValidTimezone('EST')).toBe(false);
  });
  it('sorts and de-duplicates working days, and keeps an omitted logo undefined', () => {
    const parsed = accountSettingsSchema.parse({
      company_name: ' Demo ',
      currency: 'euro',
      timezone: 'Europe/Paris',
      working_days: [5, 1, 1, 3],
      email: '',
    });
    expect(parsed).toMatchObject({ company_name: 'Demo', working_days: [1, 3, 5], email: null });
    expect(parsed.company_logo).toBeUndefined();
    expect(accountSettingsSchema.parse({ ...parsed, company_logo: '' }).company_logo).toBeNull();
  });
  it('refuses an empty working week and an outside logo', () => {
    const r = accountSettingsSchema.safeParse({
      company_name: 'Demo',
      currency: 'naira',
      timezone: 'Africa/Lagos',
      working_days: [],
      company_logo: 'https://example.com/x.png',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message).sort()).toEqual(
      [A.logoUrlInvalid, A.workingDaysRequired].sort(),
    );
  });
  it('takes calendar dates only for holidays', () => {
    expect(publicHolidaySchema.parse({ name: 'X', date: '2028-02-29' }).recurring).toBe(false);
    const bad = publicHolidaySchema.safeParse({ name: 'X', date: '2027-02-29' });
    expect(bad.error?.issues[0]?.message).toBe(H.dateRequired);
  });
  it('adds one employee or a list', () => {
    expect(roleEmployeesSchema.parse({ employee_id: 4 }).employee_id).toBe(4);
    expect(roleEmployeesSchema.parse({ employee_id: [4, 5] }).employee_id).toEqual([4, 5]);
    expect(roleEmployeesSchema.safeParse({ employee_id: [] }).success).toBe(false);
  });
});
