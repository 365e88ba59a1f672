import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MESSAGES, SHIFT_MESSAGES as M, hasPermission, type ShiftTypeRow } from '@clockroom/contracts';
import { i18n } from '../../../../platform/i18n/i18n.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { requiredRule } from '../../../../platform/ui/form-rules.ts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ResponsiveRowActions } from '../../../../platform/ui/responsive-row-actions.tsx';
import { showFieldErrors } from '../../../../platform/ui/server-field-errors.ts';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { createShiftTypeMutation, deleteShiftTypeMutation, refreshShifts, shiftTypesQuery } from '../api.ts';
import '../shifts.css';
import '../i18n.ts';

/** /admin/attendance/workshift/settings/shift-type: list, add and delete shift types. */
export default function ShiftTypesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canManage = hasPermission(user, 'manage attendance settings');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ name: string }>();
  const create = useMutation({
    ...createShiftTypeMutation(),
    onSuccess: async () => {
      form.resetFields();
      await refreshShifts(queryClient);
    },
    onError: (error) => showFieldErrors(form, error, i18n.t, { fields: ['name'] }),
  });
  const remove = useRefreshingWrite(deleteShiftTypeMutation(), refreshShifts);
  const columns: TableColumnsType<ShiftTypeRow> = [
    { title: t('shiftTypes.name'), dataIndex: 'name' },
    { title: t('shiftTypes.shifts'), dataIndex: 'shifts_count', align: 'right', width: 100 },
  ];
  if (canManage) {
    columns.push({
      title: t('words.actions'),
      key: 'actions',
      width: 90,
      render: (_v, row) => (
        <ResponsiveRowActions
          label={`${t('words.actions')}: ${row.name}`}
          menuTestId={`shift-type-menu-${row.id}`}
          actions={[
            {
              key: 'delete',
              label: `${t('words.delete')} ${row.name}`,
              icon: <DeleteOutlined />,
              testId: `shift-type-delete-${row.id}`,
              danger: true,
              confirm: {
                title: t('shiftTypes.deleteTitle'),
                text: t('shiftTypes.deleteText'),
                okText: t(MESSAGES.confirmDeleteButton),
                cancelText: t('words.cancel'),
                onConfirm: () => remove.mutateAsync(row.id).catch(() => undefined),
              },
            },
          ]}
        />
      ),
    });
  }
  return (
    <>
      <PageHeader back title={t('shiftSettings.types')} subtitle={t('shiftTypes.subtitle')} />
      {canManage ? (
        <Panel testId="shift-type-form">
          <AppForm<{ name: string }>
            form={form}
            name="shift-type"
            layout="inline"
            onFinish={(v) => create.mutate(v.name.trim())}
          >
            <Form.Item
              name="name"
              style={{ flex: '1 1 220px', marginBottom: 8 }}
              rules={[requiredRule(M.typeNameRequired, t), { max: 150, message: t(M.typeNameTooLong) }]}
            >
              <Input
                aria-label={t('shiftTypes.name')}
                placeholder={t('shiftTypes.placeholder')}
                maxLength={150}
                data-testid="shift-type-name"
              />
            </Form.Item>
            <Form.Item style={{ marginBottom: 8 }}>
              <Button
                type="primary"
                htmlType="submit"
                icon={<PlusOutlined />}
                loading={create.isPending}
                data-testid="shift-type-add"
              >
                {t('shiftTypes.add')}
              </Button>
            </Form.Item>
          </AppForm>
        </Panel>
      ) : null}
      <div className="cr-shift-gap">
        <DataTable
          testId="shift-type-table"
          query={shiftTypesQuery}
          columns={columns}
          rowKey="id"
          searchPlaceholder={t('shiftTypes.search')}
          empty={<EmptyState message="shiftTypes.empty" />}
        />
      </div>
    </>
  );
}
