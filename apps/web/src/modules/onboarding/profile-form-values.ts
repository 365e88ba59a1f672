import {
  DEFAULT_PHONE_COUNTRY_CODE,
  NIGERIA_COUNTRY_ID,
  formatPhone,
  resolveReligion,
  type EmployeeSelfProfile,
  type SelfEditableField,
} from '@clockroom/contracts';
import {
  contactPhoneFormValues,
  contactPhonesPayload,
  phoneFormValues,
  religionFormValues,
  type PersonFormValues,
} from '../../platform/ui/person-form-values.ts';

/**
 * What the profile form's fields share, on onboarding and on the profile edit: labels
 * `profileForm.<name>`, test ids `profile-<name>`.
 */
export const PROFILE_FIELD_FACTS = { labels: 'profileForm', testIds: 'profile' } as const;

/**
 * What the profile form holds: the person's fields (platform PersonFormValues), with the phones split
 * into a country code and the local digits (spec 2 §4, §5).
 */
export interface ProfileFormValues extends PersonFormValues {
  first_name: string;
  last_name: string;
  email: string;
  mobile_code: string;
  mobile_local: string;
  mobile2_code: string;
  mobile2_local?: string;
}

export type ProfilePayload = Partial<Record<SelfEditableField, string | number | null>>;

export function toFormValues(p: EmployeeSelfProfile): ProfileFormValues {
  return {
    salutation: p.salutation,
    first_name: p.first_name,
    last_name: p.last_name,
    date_of_birth: p.date_of_birth,
    blood_group: p.blood_group,
    genotype: p.genotype,
    nationality: p.nationality,
    gender: p.gender,
    marital_status: p.marital_status,
    ...religionFormValues(p.religion),
    email: p.email ?? '',
    ...phoneFormValues(p.mobile_number, 'mobile_code', 'mobile_local'),
    ...phoneFormValues(p.mobile_number2, 'mobile2_code', 'mobile2_local'),
    address: p.address,
    // A new joiner in a Nigerian company most likely lives in Nigeria: start the chain there.
    country_id: p.country_id ?? (p.profile_completed ? null : NIGERIA_COUNTRY_ID),
    state_id: p.state_id,
    city_id: p.city_id,
    picture: p.picture,
    bank_id: p.bank_id,
    account_number: p.account_number,
    account_name: p.account_name,
    bank_branch: p.bank_branch,
    pension_fund_administrator: p.pension_fund_administrator,
    rsa_pin: p.rsa_pin,
    tax_id: p.tax_id,
    tax_location: p.tax_location,
    nin: p.nin,
    next_of_kin_name: p.next_of_kin_name,
    next_of_kin_relationship: p.next_of_kin_relationship,
    next_of_kin_address: p.next_of_kin_address,
    emergency_contact_name: p.emergency_contact_name,
    emergency_contact_relationship: p.emergency_contact_relationship,
    ...contactPhoneFormValues(p),
  };
}

/** The phone as sent: `<country code>-<number without leading zero>` (spec 2 §5). */
export const phoneValue = (code: string | undefined, local: string | undefined) =>
  formatPhone(code || DEFAULT_PHONE_COUNTRY_CODE, local ?? '');

/** The PUT payload: only the self-editable fields, phones joined, religion resolved. */
export function toPayload(v: ProfileFormValues): ProfilePayload {
  const text = (x: string | null | undefined) => (x ?? '').trim() || null;
  return {
    salutation: v.salutation ?? null,
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    date_of_birth: v.date_of_birth ?? null,
    blood_group: v.blood_group ?? null,
    genotype: text(v.genotype),
    nationality: text(v.nationality),
    gender: v.gender ?? null,
    marital_status: v.marital_status ?? null,
    religion: resolveReligion(v.religion_choice, v.religion_other),
    email: v.email.trim(),
    mobile_number: phoneValue(v.mobile_code, v.mobile_local),
    mobile_number2: phoneValue(v.mobile2_code, v.mobile2_local) || null,
    address: text(v.address),
    country_id: v.country_id ?? null,
    state_id: v.state_id ?? null,
    city_id: v.city_id ?? null,
    picture: v.picture ?? null,
    bank_id: v.bank_id ?? null,
    account_number: text(v.account_number),
    account_name: text(v.account_name),
    bank_branch: text(v.bank_branch),
    pension_fund_administrator: text(v.pension_fund_administrator),
    rsa_pin: text(v.rsa_pin),
    tax_id: text(v.tax_id),
    tax_location: text(v.tax_location),
    nin: text(v.nin),
    next_of_kin_name: text(v.next_of_kin_name),
    next_of_kin_relationship: text(v.next_of_kin_relationship),
    next_of_kin_address: text(v.next_of_kin_address),
    emergency_contact_name: text(v.emergency_contact_name),
    emergency_contact_relationship: text(v.emergency_contact_relationship),
    ...contactPhonesPayload(v),
  };
}
