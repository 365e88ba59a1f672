import { Button, Col, Form, Input, Row, Select, type TableColumnsType } from 'antd';
import { MailOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYEE_FORM_MESSAGES as F,
  hasPermission,
  inviteEmployeeSchema,
  type InviteEmployeePayload,
  type PendingInvite,
} from '@clockroom/contracts';
import { showFieldErrors } from '../../../../platform/ui/server-field-errors.ts';
import { i18n } from '../../../../platform/i18n/i18n.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { schemaRule } from '../../../../platform/ui/form-rules.ts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PersonNameFields } from '../../../../platform/ui/person-name-fields.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { branchChoices, departmentChoices, roleChoices } from '../../employees/api.ts';
import { inviteMutation, pendingInvitesQuery, resendMutation } from '../api.ts';
import '../i18n.ts';

const FIELDS = ['first_name', 'last_name', 'email', 'branch_id', 'department_id', 'roles'] as const;

/** /admin/organization/employees/send-invite: invite someone and follow the invitations not yet accepted. */
export default function SendInvitePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [form] = Form.useForm<InviteEmployeePayload>();
  const queryClient = useQueryClient();
  const branches = useQuery(branchChoices());
  const departments = useQuery(departmentChoices());
  const roles = useQuery(roleChoices());
  const invite = useMutation({
    ...inviteMutation(queryClient),
    onSuccess: async () => {
      await inviteMutation(queryClient).onSuccess();
      form.resetFields();
    },
    onError: (error) => showFieldErrors(form, error, i18n.t, { fields: FIELDS }),
  });
  const resend = useMutation(resendMutation(queryClient));
  const select = {
    allowClear: true,
    showSearch: { optionFilterProp: 'label' as const },
    placeholder: t('invites.choose'),
  };

  const columns: TableColumnsType<PendingInvite> = [
    { title: t('invites.colName'), key: 'name', render: (_v, r) => `${r.first_name} ${r.last_name}` },
    { title: t('invites.colEmail'), dataIndex: 'email', responsive: ['md'], ellipsis: true },
    {
      title: t('invites.colBranch'),
      key: 'branch',
      responsive: ['xxl'],
      render: (_v, r) => r.branch?.station_name ?? '',
    },
    {
      title: t('invites.colInvited'),
      dataIndex: 'invited_at',
      responsive: ['sm'],
      render: (v: string) => dayjs(v).format('DD-MM-YYYY HH:mm'),
    },
    {
      title: t('invites.colActions'),
      key: 'actions',
      render: (_v, r) => (
        <Button
          size="small"
          icon={<MailOutlined />}
          loading={resend.isPending && resend.variables === r.id}
          onClick={() => resend.mutate(r.id)}
          data-testid={`invite-resend-${r.id}`}
        >
          {t('invites.resend')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        back
        title={t('invites.title')}
        subtitle={t('invites.subtitle')}
        extra={
          hasPermission(user, 'import employees') ? (
            <Link to="/admin/organization/employees/import">
              <Button icon={<UploadOutlined />} data-testid="invites-import-link">
                {t('invites.import')}
              </Button>
            </Link>
          ) : null
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <Panel title={t('invites.formTitle')}>
            <AppForm<InviteEmployeePayload> form={form} name="send-invite" onFinish={(v) => invite.mutate(v)}>
              <PersonNameFields
                required
                labels={[t('invites.firstName'), t('invites.lastName')]}
                rules={(part) => [schemaRule(inviteEmployeeSchema.shape[part], t)]}
                testIds={['invite-first-name', 'invite-last-name']}
              />
              <Form.Item
                name="email"
                label={t('invites.email')}
                required
                rules={[
                  { required: true, whitespace: true, message: t(F.emailRequiredField) },
                  { type: 'email', message: t(F.emailInvalidField) },
                ]}
              >
                <Input inputMode="email" maxLength={200} autoComplete="off" data-testid="invite-email" />
              </Form.Item>
              <Form.Item name="branch_id" label={t('invites.branch')}>
                <Select
                  {...select}
                  loading={branches.isPending}
                  options={branches.data ?? []}
                  data-testid="invite-branch"
                />
              </Form.Item>
              <Form.Item name="department_id" label={t('invites.department')}>
                <Select
                  {...select}
                  loading={departments.isPending}
                  options={departments.data ?? []}
                  data-testid="invite-department"
                />
              </Form.Item>
              <Form.Item name="roles" label={t('invites.roles')} extra={t('invites.rolesHelp')}>
                <Select
                  {...select}
                  mode="multiple"
                  loading={roles.isPending}
                  options={roles.data ?? []}
                  data-testid="invite-roles"
                />
              </Form.Item>
              <Button
                type="primary"
                htmlType="submit"
                icon={<MailOutlined />}
                loading={invite.isPending}
                data-testid="invite-submit"
              >
                {t('invites.send')}
              </Button>
            </AppForm>
          </Panel>
        </Col>
        <Col xs={24} lg={15}>
          <Panel title={t('invites.pendingTitle')}>
            <DataTable
              query={pendingInvitesQuery}
              columns={columns}
              rowKey="id"
              searchPlaceholder={t('invites.search')}
              empty={<EmptyState message={t('invites.empty')} />}
              testId="pending-invites"
            />
          </Panel>
        </Col>
      </Row>
    </>
  );
}
