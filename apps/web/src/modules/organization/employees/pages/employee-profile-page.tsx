import { Button, Flex } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { employeeQuery } from '../api.ts';
import { EmployeeQueryStates } from '../components/employee-query-states.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { employeeFacts } from '../components/employee-facts.tsx';
import { PayrollProfile } from '../components/payroll-profile.tsx';
import {
  ContactPeopleProfileSections,
  EngagementProfileSection,
} from '../components/record-profile-sections.tsx';

/** /ess/profile/{id}: the employee's record, read-only (personal, contact, employment). */
export default function EmployeeProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams({ strict: false });
  const employee = useQuery(employeeQuery(id));
  const user = useCurrentUser();

  if (!employee.isSuccess) {
    return (
      <EmployeeQueryStates
        query={employee}
        rows={4}
        notFound={{
          testId: 'profile-not-found',
          title: t('profile.notFoundTitle'),
          text: t('profile.notFoundText'),
          back: { to: '/ess/home', label: t('common.goHome') },
        }}
      />
    );
  }

  const e = employee.data;
  return (
    <>
      <PageHeader
        title={t('profile.title')}
        back
        extra={
          // Their own profile, or anyone's with 'edit employee': the edit page (account/profile-edit).
          String(user.employee.id) === id || hasPermission(user, 'edit employee') ? (
            <Link to="/ess/profile/$id/edit" params={{ id }}>
              <Button icon={<EditOutlined />} data-testid="profile-edit">
                {t('profileEdit.edit')}
              </Button>
            </Link>
          ) : null
        }
      />
      <Flex vertical gap={24}>
        <ProfileHeader employee={e} />
        <ProfileSection
          testId="profile-personal"
          title={t('profile.personal')}
          fields={employeeFacts(e, {
            salutation: t('profile.salutation'),
            first_name: t('fields.firstName'),
            last_name: t('fields.lastName'),
            gender: t('profile.gender'),
            date_of_birth: t('profile.dateOfBirth'),
            marital_status: t('profile.maritalStatus'),
            nationality: t('profile.nationality'),
            religion: t('profile.religion'),
            blood_group: t('profile.bloodGroup'),
          })}
        />
        <ProfileSection
          testId="profile-contact"
          title={t('profile.contact')}
          fields={employeeFacts(e, {
            email: t('fields.email'),
            mobile_number: t('profile.mobile'),
            address: t('profile.address'),
            city: t('profile.city'),
            state: t('profile.state'),
            country: t('profile.country'),
          })}
        />
        <ProfileSection
          testId="profile-employment"
          title={t('profile.employment')}
          fields={employeeFacts(e, {
            pin: t('profile.pin'),
            custom_employee_id: t('profile.employeeId'),
            branch: t('profile.branch'),
            department: t('profile.department'),
            team: t('profile.team'),
            designation: t('profile.designation'),
            grade: t('profile.grade'),
            type: t('profile.type'),
            category: t('profile.category'),
            appointment_date: t('profile.employmentDate'),
          })}
        />
        <EngagementProfileSection e={e} />
        <ContactPeopleProfileSections e={e} />
        <PayrollProfile e={e} />
      </Flex>
    </>
  );
}
