import {
  BLOOD_GROUPS,
  GENDERS,
  MARITAL_STATUSES,
  RELIGIONS,
  SALUTATIONS,
  formatPhone,
  splitPhone,
} from '@clockroom/contracts';

/**
 * The fields of a person that the admin's employee form and the employee's own profile form hold
 * alike: as stored, but for the religion split into the choice and the free text shown when the
 * choice is "others", and the contacts' phones into a country code and the local digits (spec 2 §4).
 */
export interface PersonFormValues {
  salutation?: string | null;
  date_of_birth?: string | null;
  blood_group?: string | null;
  genotype?: string | null;
  nationality?: string | null;
  gender?: string | null;
  marital_status?: string | null;
  religion_choice?: string | null;
  religion_other?: string | null;
  address?: string | null;
  country_id?: number | null;
  state_id?: number | null;
  city_id?: number | null;
  picture?: string | null;
  bank_id?: number | null;
  account_number?: string | null;
  account_name?: string | null;
  bank_branch?: string | null;
  pension_fund_administrator?: string | null;
  rsa_pin?: string | null;
  tax_id?: string | null;
  tax_location?: string | null;
  nin?: string | null;
  next_of_kin_name?: string | null;
  next_of_kin_relationship?: string | null;
  next_of_kin_code?: string;
  next_of_kin_phone?: string;
  next_of_kin_address?: string | null;
  emergency_contact_name?: string | null;
  emergency_contact_relationship?: string | null;
  emergency_contact_code?: string;
  emergency_contact_phone?: string;
}

/**
 * The choice lists of a person's form, each option labelled by `label` (the screen's words for it);
 * blood groups are shown as they are written.
 */
export function personChoices(label: (value: string) => string) {
  const of = (values: readonly string[]) => values.map((value) => ({ value, label: label(value) }));
  return {
    salutations: of(SALUTATIONS),
    genders: of(GENDERS),
    maritalStatuses: of(MARITAL_STATUSES),
    religions: of(RELIGIONS),
    bloodGroups: BLOOD_GROUPS.map((value) => ({ value, label: value })),
  };
}

const KNOWN_RELIGIONS: readonly string[] = RELIGIONS;

/** A stored religion as the form holds it: a listed one chosen, any other as "others" and its text. */
export function religionFormValues(
  stored: string | null | undefined,
): Pick<PersonFormValues, 'religion_choice' | 'religion_other'> {
  const religion = (stored ?? '').trim();
  const known = KNOWN_RELIGIONS.includes(religion.toLowerCase());
  return {
    religion_choice: religion ? (known ? religion.toLowerCase() : 'others') : null,
    religion_other: religion !== '' && !known ? religion : null,
  };
}

/** A stored phone as a form holds it: its dialling code and its local digits, under the form's two names. */
export function phoneFormValues<Code extends string, Digits extends string>(
  stored: string | null | undefined,
  codeName: Code,
  numberName: Digits,
): Record<Code | Digits, string> {
  const phone = splitPhone(stored);
  return { [codeName]: phone.countryCode, [numberName]: phone.number } as Record<Code | Digits, string>;
}

type ContactPhones = 'next_of_kin_phone' | 'emergency_contact_phone';
type ContactPhoneFields = 'next_of_kin_code' | ContactPhones | 'emergency_contact_code';

/** The next of kin's and the emergency contact's stored phones, each split into code and number. */
export function contactPhoneFormValues(
  stored: Partial<Record<ContactPhones, string | null>>,
): Required<Pick<PersonFormValues, ContactPhoneFields>> {
  return {
    ...phoneFormValues(stored.next_of_kin_phone, 'next_of_kin_code', 'next_of_kin_phone'),
    ...phoneFormValues(stored.emergency_contact_phone, 'emergency_contact_code', 'emergency_contact_phone'),
  };
}

/** The two contacts' phones as sent: `<code>-<number>` without the leading zero, null when blank. */
export function contactPhonesPayload(
  v: Pick<PersonFormValues, ContactPhoneFields>,
): Record<ContactPhones, string | null> {
  return {
    next_of_kin_phone: formatPhone(v.next_of_kin_code ?? '', v.next_of_kin_phone ?? '') || null,
    emergency_contact_phone:
      formatPhone(v.emergency_contact_code ?? '', v.emergency_contact_phone ?? '') || null,
  };
}
