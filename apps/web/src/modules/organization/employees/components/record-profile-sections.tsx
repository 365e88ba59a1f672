import { useTranslation } from 'react-i18next';
import { EXIT_REASON_LABELS, displayPhone, formatDate, type ExitReason } from '@clockroom/contracts';
import type { EmployeeDetail } from '@clockroom/contracts';
import { ProfileSection } from './profile-section.tsx';
import '../record-i18n.ts';
import '../../../../platform/ui/contact-people-texts.ts';

const date = (v: string | null | undefined) => (v ? formatDate(v) : '');
const reasonLabel = (v: string | null | undefined) =>
  v && v in EXIT_REASON_LABELS ? EXIT_REASON_LABELS[v as ExitReason] : (v ?? '');

/** Engagement dates and NIN, for the profile's Employment tab. */
export function EngagementProfileSection({ e }: { e: EmployeeDetail }) {
  const { t } = useTranslation();
  const reason = reasonLabel(e.exit_reason);
  return (
    <ProfileSection
      testId="profile-engagement"
      title={t('employees.sectionEngagement')}
      fields={[
        { key: 'nin', label: t('employees.nin'), value: e.nin ?? '' },
        { key: 'probation', label: t('employees.probationEndDate'), value: date(e.probation_end_date) },
        { key: 'confirmation', label: t('employees.confirmationDate'), value: date(e.confirmation_date) },
        { key: 'exit_date', label: t('employees.exitDate'), value: date(e.exit_date) },
        { key: 'exit_reason', label: t('employees.exitReason'), value: reason ? t(reason) : '' },
      ]}
    />
  );
}

/**
 * The two contact people a record keeps, each under its stored fields' prefix (`next_of_kin_name`,
 * `emergency_contact_phone`); only the next of kin has an address.
 */
const CONTACT_PEOPLE = [
  { prefix: 'next_of_kin', testId: 'profile-next-of-kin', title: 'contactPeople.nextOfKin' },
  { prefix: 'emergency_contact', testId: 'profile-emergency', title: 'contactPeople.emergency' },
] as const;

function ContactPersonSection({
  e,
  prefix,
  testId,
  title,
}: { e: EmployeeDetail } & (typeof CONTACT_PEOPLE)[number]) {
  const { t } = useTranslation();
  const fields = [
    { key: 'name', label: t('contactPeople.name'), value: e[`${prefix}_name` as const] ?? '' },
    {
      key: 'relationship',
      label: t('contactPeople.relationship'),
      value: e[`${prefix}_relationship` as const] ?? '',
    },
    { key: 'phone', label: t('contactPeople.phone'), value: displayPhone(e[`${prefix}_phone` as const]) },
  ];
  if (prefix === 'next_of_kin')
    fields.push({ key: 'address', label: t('employees.address'), value: e.next_of_kin_address ?? '' });
  return <ProfileSection testId={testId} title={t(title)} fields={fields} />;
}

/** Next of kin and emergency contact, for the profile's Personal tab. */
export function ContactPeopleProfileSections({ e }: { e: EmployeeDetail }) {
  return (
    <>
      {CONTACT_PEOPLE.map((person) => (
        <ContactPersonSection key={person.prefix} e={e} {...person} />
      ))}
    </>
  );
}
