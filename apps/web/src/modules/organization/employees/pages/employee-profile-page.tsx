import { Button, Flex, Skeleton } from 'antd';
import { UserDeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@clockroom/contracts';
import { ApiError } from '../../../../platform/api/api-error.ts';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { StatusPanel } from '../../../../platform/ui/status-panel.tsx';
import { employeeQuery } from '../api.ts';
import { ProfileHeader } from '../components/profile-header.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { capitalise, displayValue } from '../employee-fields.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';

/** /ess/profile/{id}: the employee's record, read-only (personal, contact, employment). */
export default function EmployeeProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams({ strict: false });
  const employee = useQuery(employeeQuery(id));

  if (employee.isPending) {
    return (
      <Flex vertical gap={24}>
        <Panel>
          <Skeleton avatar={{ size: 88 }} active paragraph={{ rows: 2 }} />
        </Panel>
        <Panel>
          <Skeleton active paragraph={{ rows: 4 }} />
        </Panel>
      </Flex>
    );
  }
  if (employee.isError) {
    if (employee.error instanceof ApiError && employee.error.status === 404) {
      return (
        <StatusPanel
          icon={<UserDeleteOutlined />}
          testId="profile-not-found"
          status="404"
          title={t('profile.notFoundTitle')}
          subTitle={t('profile.notFoundText')}
          extra={
            <Link to="/ess/home">
              <Button type="primary">{t('common.goHome')}</Button>
            </Link>
          }
        />
      );
    }
    return <PageError error={employee.error} onRetry={() => void employee.refetch()} />;
  }

  const e = employee.data;
  const text = (v: Parameters<typeof displayValue>[0]) => displayValue(v);
  return (
    <>
      <PageHeader title={t('profile.title')} back />
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
            { key: 'mobile_number', label: t('profile.mobile'), value: text(e.mobile_number) },
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
      </Flex>
    </>
  );
}
