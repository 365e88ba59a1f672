import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TaskStatus } from '@clockroom/contracts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ResponsiveRowActions } from '../../../../platform/ui/responsive-row-actions.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { StatusFormModal } from '../components/status-form-modal.tsx';
import { deleteStatusMutation, refreshStatuses, statusesQuery } from '../api.ts';
import '../i18n.ts';

/** …/settings/manage-task-settings: the company's task statuses, the boards' columns. */
export default function TaskStatusesPage() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(statusesQuery());
  const [editing, setEditing] = useState<TaskStatus | 'new' | null>(null);
  const remove = useRefreshingWrite(deleteStatusMutation(), refreshStatuses);
  const rows = data?.results ?? [];
  const columns: TableColumnsType<TaskStatus> = [
    { title: t('project.position'), dataIndex: 'position', width: 70, render: (p: number) => p + 1 },
    { title: t('project.statusName'), dataIndex: 'name' },
    {
      title: t('project.isDone'),
      dataIndex: 'is_done',
      responsive: ['sm'],
      render: (v: boolean) => t(v ? 'project.yes' : 'project.no'),
    },
    {
      title: t('project.needsApproval'),
      dataIndex: 'needs_approval',
      responsive: ['sm'],
      render: (v: boolean) => (v ? <Tag color="gold">{t('project.yes')}</Tag> : t('project.no')),
    },
    {
      title: t('project.createdBoard'),
      dataIndex: 'tasks_count',
      responsive: ['md'],
      render: (count: number) => t('project.taskCount', { count }),
    },
    {
      title: t('project.actions'),
      key: 'actions',
      render: (_v, row) => (
        <ResponsiveRowActions
          label={t('project.actionsFor', { name: row.name })}
          menuTestId={`task-status-actions-${row.id}`}
          actions={[
            {
              key: 'edit',
              label: t('project.edit'),
              icon: <EditOutlined />,
              testId: `task-status-edit-${row.id}`,
              onClick: () => setEditing(row),
            },
            {
              key: 'delete',
              label: t('project.delete'),
              icon: <DeleteOutlined />,
              testId: `task-status-delete-${row.id}`,
              danger: true,
              confirm: {
                title: t('project.deleteStatusTitle', { name: row.name }),
                text: t('project.deleteStatusText'),
                okText: t('project.delete'),
                cancelText: t('common.cancel'),
                onConfirm: () => remove.mutateAsync(row.id).catch(() => undefined),
              },
            },
          ]}
        />
      ),
    },
  ];
  return (
    <>
      <PageHeader
        back
        title={t('project.statusesTitle')}
        subtitle={t('project.statusesHint')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="task-status-add"
          >
            {t('project.addStatus')}
          </Button>
        }
      />
      <Panel testId="task-status-table">
        <Table
          rowKey="id"
          loading={isPending}
          dataSource={rows}
          columns={columns}
          pagination={false}
          size="middle"
        />
      </Panel>
      {editing && (
        <StatusFormModal
          record={editing === 'new' ? undefined : editing}
          count={rows.length}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
