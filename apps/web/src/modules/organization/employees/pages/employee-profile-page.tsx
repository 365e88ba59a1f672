import { Button, Flex } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { displayPhone, formatDate, hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { employeeQuery } from '../api.ts';
import { EmployeeQueryStates } from '../components/employee-query-states.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { PayrollProfile } from '../components/payroll-profile.tsx';
import {
  ContactPeopleProfileSections,
  EngagementProfileSection,
} from '../components/record-profile-sections.tsx';
import { capitalise, displayValue } from '../employee-fields.ts';

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
  const text = (v: Parameters<typeof displayValue>[0]) => displayValue(v);
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
          fields={[
            { key: 'salutation', label: t('profile.salutation'), value: capitalise(text(e.salutation)) },
            { key: 'first_name', label: t('fields.firstName'), value: text(e.first_name) },
            { key: 'last_name', label: t('fields.lastName'), value: text(e.last_name) },
            { key: 'gender', label: t('profile.gender'), value: capitalise(text(e.gender)) },
            {
              key: 'date_of_birth',
              label: t('profile.dateOfBirth'),
              value: e.date_of_birth ? formatDate(e.date_of_birth) : '',
            },
            {
              key: 'marital_status',
              label: t('profile.maritalStatus'),
              value: capitalise(text(e.marital_status)),
            },
            { key: 'nationality', label: t('profile.nationality'), value: text(e.nationality) },
            { key: 'religion', label: t('profile.religion'), value: capitalise(text(e.religion)) },
            { key: 'blood_group', label: t('profile.bloodGroup'), value: text(e.blood_group) },
          ]}
        />
        <ProfileSection
          testId="profile-contact"
          title={t('profile.contact')}
          fields={[
            {
              key: 'email',
              label: t('fields.email'),
              value: e.email ? <a href={`mailto:${e.email}`}>{e.email}</a> : '',
            },
            { key: 'mobile_number', label: t('profile.mobile'), value: displayPhone(e.mobile_number) },
            { key: 'address', label: t('profile.address'), value: text(e.address) },
            { key: 'city', label: t('profile.city'), value: text(e.city) },
            { key: 'state', label: t('profile.state'), value: text(e.state) },
            { key: 'country', label: t('profile.country'), value: text(e.country) },
          ]}
        />
        <ProfileSection
          testId="profile-employment"
          title={t('profile.employment')}
          fields={[
            { key: 'pin', label: t('profile.pin'), value: text(e.pin) },
            { key: 'custom_employee_id', label: t('profile.employeeId'), value: text(e.custom_employee_id) },
            { key: 'branch', label: t('profile.branch'), value: e.branch?.station_name ?? '' },
            { key: 'department', label: t('profile.department'), value: e.department?.department_name ?? '' },
            { key: 'team', label: t('profile.team'), value: e.team?.team_name ?? '' },
            { key: 'designation', label: t('profile.designation'), value: text(e.employee_designation) },
            { key: 'grade', label: t('profile.grade'), value: text(e.employee_grade) },
            { key: 'type', label: t('profile.type'), value: text(e.employee_type) },
            { key: 'category', label: t('profile.category'), value: text(e.employee_category) },
            {
              key: 'appointment_date',
              label: t('profile.employmentDate'),
              value: e.appointment_date ? formatDate(e.appointment_date) : '',
            },
          ]}
        />
        <EngagementProfileSection e={e} />
        <ContactPeopleProfileSections e={e} />
        <PayrollProfile e={e} />
      </Flex>
    </>
  );
}
