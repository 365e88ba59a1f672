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

/** One contact person's stored values; the emergency contact has no address. */
interface ContactPerson {
  name: string | null;
  relationship: string | null;
  phone: string | null;
  address?: string | null;
}

function ContactPersonSection({
  testId,
  title,
  person,
}: {
  testId: string;
  title: string;
  person: ContactPerson;
}) {
  const { t } = useTranslation();
  const fields = [
    { key: 'name', label: t('contactPeople.name'), value: person.name ?? '' },
    { key: 'relationship', label: t('contactPeople.relationship'), value: person.relationship ?? '' },
    { key: 'phone', label: t('contactPeople.phone'), value: displayPhone(person.phone) },
  ];
  if (person.address !== undefined)
    fields.push({ key: 'address', label: t('employees.address'), value: person.address ?? '' });
  return <ProfileSection testId={testId} title={title} fields={fields} />;
}

/** Next of kin and emergency contact, for the profile's Personal tab. */
export function ContactPeopleProfileSections({ e }: { e: EmployeeDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <ContactPersonSection
        testId="profile-next-of-kin"
        title={t('contactPeople.nextOfKin')}
        person={{
          name: e.next_of_kin_name,
          relationship: e.next_of_kin_relationship,
          phone: e.next_of_kin_phone,
          address: e.next_of_kin_address,
        }}
      />
      <ContactPersonSection
        testId="profile-emergency"
        title={t('contactPeople.emergency')}
        person={{
          name: e.emergency_contact_name,
          relationship: e.emergency_contact_relationship,
          phone: e.emergency_contact_phone,
        }}
      />
    </>
  );
}
