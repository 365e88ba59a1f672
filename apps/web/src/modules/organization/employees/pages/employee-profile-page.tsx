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
import { labelKeyOf } from '../../../../platform/ui/form-fields/field-facts.ts';
import { EmployeeFactsSection, type EmployeeFact, type FactWording } from '../components/employee-facts.tsx';
import { PayrollProfile } from '../components/payroll-profile.tsx';
import {
  ContactPeopleProfileSections,
  EngagementProfileSection,
} from '../components/record-profile-sections.tsx';

/**
 * The self-service profile's word for a fact where it is not `profile.<fact>`; null: a fact it does
 * not show (the admin view's genotype, second mobile and local government).
 */
const WORDS: { [F in EmployeeFact]?: string | null } = {
  first_name: 'fields.firstName',
  last_name: 'fields.lastName',
  email: 'fields.email',
  mobile_number: 'profile.mobile',
  custom_employee_id: 'profile.employeeId',
  appointment_date: 'profile.employmentDate',
  genotype: null,
  mobile_number2: null,
  local_government: null,
};

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
  const wording: FactWording = {
    title: (section) => t(`profile.${section}`),
    words: (fact) => {
      const key = WORDS[fact];
      return key === null ? undefined : t(key ?? `profile.${labelKeyOf(fact)}`);
    },
  };
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
        <EmployeeFactsSection e={e} section="personal" wording={wording} />
        <EmployeeFactsSection e={e} section="contact" wording={wording} />
        <EmployeeFactsSection e={e} section="employment" wording={wording} />
        <EngagementProfileSection e={e} />
        <ContactPeopleProfileSections e={e} />
        <PayrollProfile e={e} />
      </Flex>
    </>
  );
}
