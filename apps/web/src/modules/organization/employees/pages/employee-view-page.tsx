import { lazy } from 'react';
import { Alert, Button, Flex, Popconfirm, Tag } from 'antd';
import { CheckCircleOutlined, EditOutlined, InboxOutlined, StopOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import type { EmployeeDetail } from '@clockroom/contracts';
import { employeeQuery } from '../api.ts';
import { EmployeeQueryStates } from '../components/employee-query-states.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { EmployeeFactsSection, useAdminWording } from '../components/employee-facts.tsx';
import { BankProfile } from '../components/bank-profile.tsx';
import {
  ContactPeopleProfileSections,
  EngagementProfileSection,
} from '../components/record-profile-sections.tsx';
import { LazyPart } from '../components/lazy-part.tsx';
import { ProfileTabs, type ProfileTab } from '../components/profile-tabs.tsx';
import { useEmployeeActions } from '../components/use-employee-actions.ts';
import { fullName } from '../employee-fields.ts';
import '../i18n.ts';
import '../employees.css';
import { employeeScreens } from '../employees.routes.tsx';

// The documents tab (antd Table, the upload form) and the activity tab (Pagination) load when first
// opened: the personal tab shows first, and the route chunk stays within its budget (docs/decisions/0010).
const DocumentsTab = lazy(() =>
  import('../components/documents-tab.tsx').then((m) => ({ default: m.DocumentsTab })),
);
const ActivityTab = lazy(() =>
  import('../components/activity-tab.tsx').then((m) => ({ default: m.ActivityTab })),
);

/** /admin/organization/employees/view/{id}: the admin profile with its tabs (spec 1 §2). */
export default function EmployeeViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams({ strict: false });
  const employee = useQuery(employeeQuery(id));

  if (!employee.isSuccess) {
    return (
      <EmployeeQueryStates
        query={employee}
        rows={5}
        notFound={{
          testId: 'employee-not-found',
          title: t('employees.notFoundTitle'),
          text: t('employees.notFoundText'),
          back: { to: '/admin/organization/employees/view-all', label: t('employees.backToList') },
        }}
      />
    );
  }
  return <EmployeeView e={employee.data} />;
}

function EmployeeView({ e }: { e: EmployeeDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const can = (slug: string) => hasPermission(user, slug);
  const actions = useEmployeeActions();
  const name = fullName(e);
  const active = String(e.status) === '1';
  const protectedOwner = Boolean(e.is_owner);
  const wording = useAdminWording();

  const extra = (
    <>
      {can('edit employee') && !e.archived && (!protectedOwner || user.employee.id === e.id) ? (
        <Button
          icon={<EditOutlined />}
          data-testid="employee-edit"
          onClick={() => void navigate(employeeScreens.paths.edit(e.id))}
        >
          {t('employees.edit')}
        </Button>
      ) : null}
      {can('change employee status') && !protectedOwner && !e.archived ? (
        active ? (
          <Popconfirm
            title={t('employees.deactivateConfirmTitle', { name })}
            description={t('employees.deactivateConfirmText')}
            okText={t('employees.deactivate')}
            okButtonProps={{ danger: true }}
            cancelText={t('employees.cancel')}
            onConfirm={() => actions.setStatus('deactivate', [e.id])}
          >
            <Button icon={<StopOutlined />} data-testid="employee-deactivate" loading={actions.busy}>
              {t('employees.deactivate')}
            </Button>
          </Popconfirm>
        ) : (
          <Button
            icon={<CheckCircleOutlined />}
            data-testid="employee-activate"
            loading={actions.busy}
            onClick={() => void actions.setStatus('activate', [e.id])}
          >
            {t('employees.activate')}
          </Button>
        )
      ) : null}
      {can('archive employee') && !protectedOwner && !e.archived ? (
        <Popconfirm
          title={t('employees.archiveConfirmTitle', { name })}
          description={t('employees.archiveConfirmText')}
          okText={t('employees.archive')}
          okButtonProps={{ danger: true }}
          cancelText={t('employees.cancel')}
          onConfirm={() =>
            actions.archive([e.id]).then((ok) => {
              if (ok) void navigate(employeeScreens.paths.list);
            })
          }
        >
          <Button danger icon={<InboxOutlined />} data-testid="employee-archive">
            {t('employees.archive')}
          </Button>
        </Popconfirm>
      ) : null}
    </>
  );

  const tabs: ProfileTab[] = [
    {
      key: 'personal',
      label: t('employees.tabPersonal'),
      children: (
        <Flex vertical gap={24}>
          <EmployeeFactsSection e={e} section="personal" wording={wording} />
          <EmployeeFactsSection e={e} section="contact" wording={wording} />
          <ContactPeopleProfileSections e={e} />
        </Flex>
      ),
    },
    {
      key: 'employment',
      label: t('employees.tabEmployment'),
      children: (
        <Flex vertical gap={24}>
          <EmployeeFactsSection
            e={e}
            section="employment"
            wording={wording}
            more={[
              {
                key: 'organogram',
                label: t('employees.showInOrganogram'),
                value: e.show_in_organogram ? t('employees.yes') : t('employees.no'),
              },
            ]}
          />
          <EngagementProfileSection e={e} />
          <ProfileSection
            testId="profile-access"
            title={t('employees.sectionAccess')}
            fields={[
              {
                key: 'access',
                label: t('employees.rolesAndAccess'),
                value: e.login_access ? t('employees.loginAccess') : t('employees.noAccess'),
              },
              {
                key: 'roles',
                label: t('employees.roles'),
                value: e.roles?.length ? (
                  <Flex gap={4} wrap>
                    {e.roles.map((r) => (
                      <Tag key={r.id}>{r.name}</Tag>
                    ))}
                  </Flex>
                ) : (
                  ''
                ),
              },
            ]}
          />
        </Flex>
      ),
    },
    {
      key: 'bank',
      label: t('employees.tabBank'),
      children: <BankProfile e={e} />,
    },
    {
      key: 'documents',
      label: t('employees.tabDocuments'),
      children: (
        <LazyPart title={t('employees.tabDocuments')}>
          <DocumentsTab employeeId={e.id} canEdit={can('edit employee') && !e.archived} />
        </LazyPart>
      ),
    },
    {
      key: 'activity',
      label: t('employees.tabActivity'),
      children: (
        <LazyPart title={t('employees.tabActivity')} rows={4}>
          <ActivityTab employeeId={e.id} />
        </LazyPart>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={name} back extra={extra} />
      <Flex vertical gap={24}>
        {e.archived ? <Alert type="warning" showIcon title={t('employees.archivedBanner')} /> : null}
        <ProfileHeader employee={e} />
        <ProfileTabs items={tabs} testId="employee-tabs" />
      </Flex>
    </>
  );
}
