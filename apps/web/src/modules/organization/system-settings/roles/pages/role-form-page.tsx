import { useEffect } from 'react';
import { Alert, Button, Flex, Form, Input, Skeleton } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { roleCreateSchema } from '@clockroom/contracts';
import { errorNotice } from '../../../../../platform/notify/error-notice.ts';
import { AppForm } from '../../../../../platform/ui/app-form.tsx';
import { schemaRule } from '../../../../../platform/ui/form-rules.ts';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../../platform/ui/panel.tsx';
import { showFieldErrors } from '../../../../../platform/ui/server-field-errors.ts';
import { permissionGroupsQuery, roleQuery, rolesKey, saveRoleMutation } from '../api.ts';
import { PermissionGroupsField } from '../components/permission-groups-field.tsx';
import { systemSettingsScreens } from '../../system-settings.routes.tsx';
import '../../i18n.ts';
import '../../system-settings.css';

interface Values {
  name: string;
  permission_ids: number[];
}

/** roles/create and roles/edit/{id}: the name and the permissions, grouped by module. */
export default function RoleFormPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false });
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const groups = useQuery(permissionGroupsQuery());
  const role = useQuery({ ...roleQuery(id ?? ''), enabled: id !== undefined });
  const save = useMutation({
    ...saveRoleMutation(),
    onSuccess: async ({ data }) => {
      await queryClient.invalidateQueries({ queryKey: rolesKey });
      void navigate(systemSettingsScreens.paths.roleView(data.id));
    },
    onError: (error) => showFieldErrors(form, error, t),
  });

  useEffect(() => {
    if (role.data) form.setFieldsValue({ name: role.data.name, permission_ids: role.data.permission_ids });
  }, [role.data, form]);

  const title = t(id ? 'roles.editTitle' : 'roles.createTitle');
  const failed = groups.error ?? role.error;
  if (failed) {
    return (
      <>
        <PageHeader title={title} back />
        <Alert type="error" showIcon title={t(errorNotice(failed).title)} />
      </>
    );
  }
  const loading = groups.isPending || (id !== undefined && role.isPending);
  const locked = role.data?.locked === true;

  return (
    <>
      <PageHeader title={role.data ? `${title}: ${role.data.name}` : title} back />
      <Panel className="cr-settings-form" testId="role-form">
        {loading ? (
          <Skeleton active paragraph={{ rows: 10 }} />
        ) : (
          <AppForm<Values>
            name="role"
            form={form}
            initialValues={{ name: '', permission_ids: [] }}
            disabled={locked}
            onFinish={(v) => save.mutate({ ...(id ? { id: Number(id) } : {}), ...v })}
          >
            {locked ? (
              <Alert type="warning" showIcon className="cr-mb" title={t('roles.lockedHint')} />
            ) : null}
            <Form.Item
              name="name"
              label={t('roles.name')}
              rules={[schemaRule(roleCreateSchema.shape.name, t)]}
            >
              <Input data-testid="role-name" maxLength={60} autoFocus style={{ maxWidth: 420 }} />
            </Form.Item>
            <Form.Item
              name="permission_ids"
              label={t('roles.permissions')}
              tooltip={t('roles.permissionsHint')}
            >
              <PermissionGroupsField groups={groups.data ?? []} />
            </Form.Item>
            <Flex gap={12} justify="flex-end" wrap>
              <Button onClick={() => router.history.back()} disabled={false}>
                {t('words.cancel')}
              </Button>
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="role-save">
                {t('roles.save')}
              </Button>
            </Flex>
          </AppForm>
        )}
      </Panel>
    </>
  );
}
