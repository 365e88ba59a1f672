import { describe, expect, it } from 'vitest';
import { EMPLOYEE_RECORD_MESSAGES as R, storedRecordIssues } from './employee-record.ts';

const fieldsOf = (issues: { field: string; message: string }[]) =>
  Object.fromEntries(issues.map((i) => [i.field, i.message]));

describe('the day-one record rules (ADR 0017)', () => {
  it('keeps probation, confirmation and exit on or after the appointment', () => {
    const issues = storedRecordIssues(
      {},
      {
        appointment_date: '2025-03-01',
        probation_end_date: '2025-02-28',
        confirmation_date: '2025-03-01',
        exit_date: '2025-01-01',
        exit_reason: 'resignation',
      },
    );
    expect(fieldsOf(issues)).toEqual({
      probation_end_date: R.probationBeforeAppointment,
      exit_date: R.exitBeforeAppointment,
    });
  });

  it('asks for the reason with an exit date and the date with a reason', () => {
    expect(fieldsOf(storedRecordIssues({}, { exit_date: '2026-01-31' }))).toEqual({
      exit_reason: R.exitReasonRequired,
    });
    expect(fieldsOf(storedRecordIssues({}, { exit_reason: 'retirement' }))).toEqual({
      exit_date: R.exitDateRequired,
    });
  });

  it('checks a partial save over what is stored', () => {
    const stored = { exit_date: '2026-01-31', exit_reason: 'resignation', appointment_date: '2020-01-06' };
    expect(storedRecordIssues(stored, {})).toEqual([]);
    expect(fieldsOf(storedRecordIssues(stored, { exit_reason: null }))).toEqual({
      exit_reason: R.exitReasonRequired,
    });
    expect(fieldsOf(storedRecordIssues(stored, { appointment_date: '2026-02-01' }))).toEqual({
      exit_date: R.exitBeforeAppointment,
    });
  });

  it('wants a name and a phone once anything about a contact person is given', () => {
    expect(fieldsOf(storedRecordIssues({}, { next_of_kin_address: '12 Allen Avenue' }))).toEqual({
      next_of_kin_name: R.nextOfKinNameRequired,
      next_of_kin_phone: R.nextOfKinPhoneRequired,
    });
    expect(fieldsOf(storedRecordIssues({}, { emergency_contact_name: 'Tolu' }))).toEqual({
      emergency_contact_phone: R.emergencyContactPhoneRequired,
    });
    expect(storedRecordIssues({}, {})).toEqual([]);
  });
});
