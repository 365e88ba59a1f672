import { formatPhone, resolveReligion, type EmployeeProfilePayload } from '@clockroom/contracts';
import type { EmployeeDetail } from '@clockroom/contracts';
import {
  contactPhoneFormValues,
  contactPhonesPayload,
  phoneFormValues,
  religionFormValues,
  type PersonFormValues,
} from '../../../platform/ui/person-form-values.ts';

/**
 * What the admin form holds: the payload's fields, the person's as platform PersonFormValues holds
 * them (phones split into code + number, religion into choice + free text, spec 2 §4), and dates as
 * yyyy-MM-dd strings.
 */
export interface EmployeeFormValues extends PersonFormValues {
  first_name?: string;
  last_name?: string;
  email?: string;
  mobile_code?: string;
  mobile_number?: string;
  mobile2_code?: string;
  mobile_number2?: string;
  local_government?: string | null;
  pin?: string | null;
  custom_employee_id?: string | null;
  appointment_date?: string | null;
  branch_id?: number | null;
  department_id?: number | null;
  team_id?: number | null;
  employee_type_id?: number | null;
  employee_category_id?: number | null;
  employee_designation_id?: number | null;
  employee_grade_id?: number | null;
  show_in_organogram?: boolean;
  login_access?: boolean;
  roles?: number[];
  probation_end_date?: string | null;
  confirmation_date?: string | null;
  exit_date?: string | null;
  exit_reason?: string | null;
  /** Payroll (issue 19): naira as typed; unset NHF on a new employee takes the company's default. */
  annual_rent?: string | null;
  nhf_enabled?: boolean | null;
  tax_state?: string | null;
}

export function toFormValues(e: EmployeeDetail | null): EmployeeFormValues {
  if (!e) {
    return {
      mobile_code: '234',
      mobile2_code: '234',
      next_of_kin_code: '234',
      emergency_contact_code: '234',
      show_in_organogram: true,
      login_access: false,
      roles: [],
    };
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? null : String(v));
  return {
    salutation: e.salutation ?? null,
    first_name: e.first_name,
    last_name: e.last_name,
    gender: e.gender ?? null,
    date_of_birth: e.date_of_birth ?? null,
    marital_status: e.marital_status ?? null,
    nationality: e.nationality ?? null,
    ...religionFormValues(e.religion),
    blood_group: e.blood_group ?? null,
    genotype: e.genotype ?? null,
    picture: e.picture ?? null,
    email: e.email ?? '',
    ...phoneFormValues(e.mobile_number, 'mobile_code', 'mobile_number'),
    ...phoneFormValues(e.mobile_number2, 'mobile2_code', 'mobile_number2'),
    address: e.address ?? null,
    country_id: e.country_id ?? null,
    state_id: e.state_id ?? null,
    city_id: e.city_id ?? null,
    local_government: e.local_government ?? null,
    pin: text(e.pin),
    custom_employee_id: e.custom_employee_id ?? null,
    appointment_date: e.appointment_date ?? null,
    branch_id: e.branch_id ?? null,
    department_id: e.department_id ?? null,
    team_id: e.team_id ?? null,
    employee_type_id: e.employee_type_id ?? null,
    employee_category_id: e.employee_category_id ?? null,
    employee_designation_id: e.employee_designation_id ?? null,
    employee_grade_id: e.employee_grade_id ?? null,
    show_in_organogram: e.show_in_organogram ?? true,
    bank_id: e.bank_id ?? null,
    account_number: e.account_number ?? null,
    account_name: e.account_name ?? null,
    bank_branch: e.bank_branch ?? null,
    pension_fund_administrator: e.pension_fund_administrator ?? null,
    rsa_pin: e.rsa_pin ?? null,
    tax_id: e.tax_id ?? null,
    tax_location: e.tax_location ?? null,
    login_access: e.login_access ?? false,
    roles: (e.roles ?? []).map((r) => r.id),
    nin: e.nin ?? null,
    probation_end_date: e.probation_end_date ?? null,
    confirmation_date: e.confirmation_date ?? null,
    exit_date: e.exit_date ?? null,
    exit_reason: e.exit_reason ?? null,
    // No rent declared reads as an empty field, not "0.00".
    annual_rent: e.annual_rent && e.annual_rent !== '0.00' ? e.annual_rent : null,
    nhf_enabled: e.nhf_enabled,
    tax_state: e.tax_state ?? null,
    next_of_kin_name: e.next_of_kin_name ?? null,
    next_of_kin_relationship: e.next_of_kin_relationship ?? null,
    next_of_kin_address: e.next_of_kin_address ?? null,
    emergency_contact_name: e.emergency_contact_name ?? null,
    emergency_contact_relationship: e.emergency_contact_relationship ?? null,
    ...contactPhoneFormValues(e),
  };
}

/** The payload of POST/PUT /organization/employees; blanks become null so the server clears them. */
export function toPayload(v: EmployeeFormValues): EmployeeProfilePayload {
  const {
    mobile_code,
    mobile2_code,
    religion_choice,
    religion_other,
    mobile_number,
    mobile_number2,
    roles,
    login_access,
    next_of_kin_code,
    next_of_kin_phone,
    emergency_contact_code,
    emergency_contact_phone,
    ...rest
  } = v;
  const clean = Object.fromEntries(
    Object.entries(rest).map(([k, val]) => [k, typeof val === 'string' ? val.trim() || null : (val ?? null)]),
  );
  return {
    ...clean,
    first_name: (v.first_name ?? '').trim(),
    last_name: (v.last_name ?? '').trim(),
    email: (v.email ?? '').trim(),
    mobile_number: formatPhone(mobile_code ?? '234', mobile_number ?? ''),
    mobile_number2: formatPhone(mobile2_code ?? '234', mobile_number2 ?? '') || null,
    religion: resolveReligion(religion_choice, religion_other),
    ...contactPhonesPayload({
      next_of_kin_code,
      next_of_kin_phone,
      emergency_contact_code,
      emergency_contact_phone,
    }),
    login_access: Boolean(login_access),
    roles: roles ?? [],
  } as EmployeeProfilePayload;
}
