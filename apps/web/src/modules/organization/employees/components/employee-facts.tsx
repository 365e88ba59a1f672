import type { ReactNode } from 'react';
import { displayPhone, formatDate, type EmployeeDetail } from '@clockroom/contracts';
import { capitalise, displayValue, type NamedValue } from '../employee-fields.ts';
import type { ProfileField } from './profile-section.tsx';

/** How a screen words a stored choice (a salutation, gender or marital status, stored lower-case). */
type Choice = (value: string) => string;

const text = (field: keyof EmployeeDetail) => (e: EmployeeDetail) => displayValue(e[field] as NamedValue);
const date = (field: 'date_of_birth' | 'appointment_date') => (e: EmployeeDetail) =>
  e[field] ? formatDate(e[field]) : '';
const chosen = (field: 'salutation' | 'gender' | 'marital_status') => (e: EmployeeDetail, choice: Choice) =>
  e[field] ? choice(e[field]) : '';

/** How each fact reads, by its key in the profile. */
const READS = {
  salutation: chosen('salutation'),
  first_name: text('first_name'),
  last_name: text('last_name'),
  gender: chosen('gender'),
  date_of_birth: date('date_of_birth'),
  marital_status: chosen('marital_status'),
  nationality: text('nationality'),
  religion: (e: EmployeeDetail) => capitalise(displayValue(e.religion)),
  blood_group: text('blood_group'),
  genotype: text('genotype'),
  email: (e: EmployeeDetail) => (e.email ? <a href={`mailto:${e.email}`}>{e.email}</a> : ''),
  mobile_number: (e: EmployeeDetail) => displayPhone(e.mobile_number),
  mobile_number2: (e: EmployeeDetail) => displayPhone(e.mobile_number2),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  country: text('country'),
  local_government: text('local_government'),
  pin: text('pin'),
  custom_employee_id: text('custom_employee_id'),
  appointment_date: date('appointment_date'),
  branch: (e: EmployeeDetail) => e.branch?.station_name ?? '',
  department: (e: EmployeeDetail) => e.department?.department_name ?? '',
  team: (e: EmployeeDetail) => e.team?.team_name ?? '',
  type: text('employee_type'),
  category: text('employee_category'),
  designation: text('employee_designation'),
  grade: text('employee_grade'),
} satisfies Record<string, (e: EmployeeDetail, choice: Choice) => ReactNode>;

export type EmployeeFact = keyof typeof READS;

/**
 * An employee's facts for a profile section, in the order and words the screen lists them: the
 * admin view labels them `employees.*`, the ESS profile `profile.*`, and both read a fact the same
 * way, but for a stored choice, capitalised unless the screen words it (the admin view translates it).
 */
export function employeeFacts(
  e: EmployeeDetail,
  labels: { [K in EmployeeFact]?: string },
  choice: Choice = (v) => capitalise(displayValue(v)),
): ProfileField[] {
  return (Object.entries(labels) as [EmployeeFact, string][]).map(([key, label]) => ({
    key,
    label,
    value: READS[key](e, choice),
  }));
}
