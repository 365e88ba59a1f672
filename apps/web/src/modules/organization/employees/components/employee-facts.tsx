import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { labelKeyOf } from '../../../../platform/ui/form-fields/field-facts.ts';
import { displayPhone, formatDate, type EmployeeDetail } from '@clockroom/contracts';
import { capitalise, displayValue, type NamedValue } from '../employee-fields.ts';
import { ProfileSection, type ProfileField } from './profile-section.tsx';

/** How a screen words a stored choice (a salutation, gender or marital status, stored lower-case). */
type Choice = (value: string) => string;

const text = (field: keyof EmployeeDetail) => (e: EmployeeDetail) => displayValue(e[field] as NamedValue);
const date = (field: 'date_of_birth' | 'appointment_date') => (e: EmployeeDetail) =>
  e[field] ? formatDate(e[field]) : '';
const chosen = (field: 'salutation' | 'gender' | 'marital_status') => (e: EmployeeDetail, choice: Choice) =>
  e[field] ? choice(e[field]) : '';

/** The profile sections a fact shows in. */
export type FactSection = 'personal' | 'contact' | 'employment' | 'bank';

type Read = (e: EmployeeDetail, choice: Choice) => ReactNode;

/** Each fact's section and how it reads, in the order the profiles list them. */
const READS = {
  salutation: ['personal', chosen('salutation')],
  first_name: ['personal', text('first_name')],
  last_name: ['personal', text('last_name')],
  gender: ['personal', chosen('gender')],
  date_of_birth: ['personal', date('date_of_birth')],
  marital_status: ['personal', chosen('marital_status')],
  nationality: ['personal', text('nationality')],
  religion: ['personal', (e: EmployeeDetail) => capitalise(displayValue(e.religion))],
  blood_group: ['personal', text('blood_group')],
  genotype: ['personal', text('genotype')],
  email: ['contact', (e: EmployeeDetail) => (e.email ? <a href={`mailto:${e.email}`}>{e.email}</a> : '')],
  mobile_number: ['contact', (e: EmployeeDetail) => displayPhone(e.mobile_number)],
  mobile_number2: ['contact', (e: EmployeeDetail) => displayPhone(e.mobile_number2)],
  address: ['contact', text('address')],
  city: ['contact', text('city')],
  state: ['contact', text('state')],
  country: ['contact', text('country')],
  local_government: ['contact', text('local_government')],
  pin: ['employment', text('pin')],
  custom_employee_id: ['employment', text('custom_employee_id')],
  appointment_date: ['employment', date('appointment_date')],
  branch: ['employment', (e: EmployeeDetail) => e.branch?.station_name ?? ''],
  department: ['employment', (e: EmployeeDetail) => e.department?.department_name ?? ''],
  team: ['employment', (e: EmployeeDetail) => e.team?.team_name ?? ''],
  type: ['employment', text('employee_type')],
  category: ['employment', text('employee_category')],
  designation: ['employment', text('employee_designation')],
  grade: ['employment', text('employee_grade')],
  bank: ['bank', (e: EmployeeDetail) => e.bank?.bank_name ?? ''],
  account_number: ['bank', text('account_number')],
  account_name: ['bank', text('account_name')],
  bank_branch: ['bank', text('bank_branch')],
  pfa: ['bank', text('pension_fund_administrator')],
  rsa_pin: ['bank', text('rsa_pin')],
  tax_id: ['bank', text('tax_id')],
  tax_location: ['bank', text('tax_location')],
} as const satisfies Record<string, readonly [FactSection, Read]>;

export type EmployeeFact = keyof typeof READS;

/**
 * A section's facts of an employee, in the words of the screen: the admin view labels them
 * `employees.*`, the ESS profile `profile.*` and leaves out the facts it has no word for. Both read a
 * fact the same way, but for a stored choice, capitalised unless the screen words it (the admin view
 * translates it).
 */
export function employeeFacts(
  e: EmployeeDetail,
  section: FactSection,
  words: (fact: EmployeeFact) => string | undefined,
  choice: Choice = (v) => capitalise(displayValue(v)),
): ProfileField[] {
  return (Object.entries(READS) as [EmployeeFact, readonly [FactSection, Read]][]).flatMap(
    ([key, [within, read]]) => {
      const label = within === section ? words(key) : undefined;
      return label === undefined ? [] : [{ key, label, value: read(e, choice) }];
    },
  );
}

/** How a screen words its sections and facts, and the stored choices. */
export interface FactWording {
  title: (section: FactSection) => string;
  words: (fact: EmployeeFact) => string | undefined;
  choice?: Choice;
}

/** The admin view's word for a fact where it is not `employees.<fact>`. */
const ADMIN_WORDS: { [F in EmployeeFact]?: string } = {
  mobile_number: 'mobile',
  mobile_number2: 'mobile2',
  custom_employee_id: 'customId',
  tax_id: 'taxId',
};

/** The admin view's wording: `employees.section<Section>`, `employees.<fact>`, choices translated. */
export function useAdminWording(): FactWording {
  const { t } = useTranslation();
  return {
    title: (section) => t(`employees.section${capitalise(section)}`),
    words: (fact) => t(`employees.${ADMIN_WORDS[fact] ?? labelKeyOf(fact)}`),
    choice: (choice) => t(`employees.${choice}`),
  };
}

/** One section of an employee's facts (`profile-personal`), with any the screen adds after them. */
export function EmployeeFactsSection({
  e,
  section,
  wording,
  more = [],
}: {
  e: EmployeeDetail;
  section: FactSection;
  wording: FactWording;
  more?: ProfileField[];
}) {
  const fields = [...employeeFacts(e, section, wording.words, wording.choice), ...more];
  return <ProfileSection testId={`profile-${section}`} title={wording.title(section)} fields={fields} />;
}
