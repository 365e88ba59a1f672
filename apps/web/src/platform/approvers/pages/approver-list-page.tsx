import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, Flex, Tag, Tooltip, type TableColumnsType } from 'antd';
import { FileTextOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type ApproverGroupRow } from '@clockroom/contracts';
import { useCurrentUser } from '../../session/current-user.ts';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { RowActions } from '../../ui/row-actions.tsx';
import { approverListQuery, deleteApproverGroupMutation, refreshApprovers } from '../api.ts';
import { useApproverScreens } from '../use-approver-screens.ts';
import '../i18n.ts';

/** A row action that opens another screen: an icon link, named for screen readers and on hover. */
function LinkAction({
  to,
  label,
  icon,
  testId,
}: {
  to: string;
  label: string;
  icon: React.ReactNode;
  testId: string;
}) {
  return (
    <Tooltip title={label}>
      <Link to={to} aria-label={label}>
        <Button type="text" icon={icon} tabIndex={-1} data-testid={testId} />
      </Link>
    </Tooltip>
  );
}

/** The create screen's link, drawn as the primary button (the link takes the focus, not the button). */
function CreateApproverLink({ to, testId }: { to: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to}>
      <Button type="primary" icon={<PlusOutlined />} tabIndex={-1} data-testid={testId}>
        {t('approvers.create')}
      </Button>
    </Link>
  );
}

/** settings/approvers: one module's approver groups (spec 2 §2, spec 3's empty-state words). */
export default function ApproverListPage() {
  const { t } = useTranslation();
  const { screens, paths, subject, api } = useApproverScreens();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const canManage = hasPermission(user, screens.manage);
  const remove = useMutation({
    ...deleteApproverGroupMutation(api),
    onSuccess: () => refreshApprovers(queryClient, api),
  });

  const columns: TableColumnsType<ApproverGroupRow> = [
    {
      title: t('approvers.groupName'),
      dataIndex: 'group_name',
      render: (name: string, row) => <Link to={paths.view(row.id)}>{name}</Link>,
    },
    { title: t('approvers.count'), dataIndex: 'approvers_count', align: 'right', width: 110 },
    {
      title: t('approvers.type'),
      dataIndex: 'approval_types',
      render: (type: ApproverGroupRow['approval_types']) => (
        <Tag color={type === 'Sequential' ? 'blue' : 'purple'}>{t(`approvers.${type}`)}</Tag>
      ),
    },
    {
      title: t('approvers.assigned'),
      dataIndex: 'assigned_count',
      render: (count: number) => t('approvers.assignedCount', { count }),
    },
    {
      title: t('approvers.actions'),
      key: 'actions',
      fixed: 'right',
      width: canManage ? 170 : 60,
      render: (_v, row) => (
        <Flex gap={4}>
          <LinkAction
            to={paths.view(row.id)}
            label={`${t('approvers.view')} ${row.group_name}`}
            icon={<FileTextOutlined />}
            testId={`approver-view-${row.id}`}
          />
          {canManage ? (
            <>
              <LinkAction
                to={paths.assign(row.id)}
                label={`${t('approvers.assign')} ${row.group_name}`}
                icon={<TeamOutlined />}
                testId={`approver-assign-${row.id}`}
              />
              <RowActions
                testId="approver"
                id={row.id}
                name={row.group_name}
                edit={{ to: paths.edit(row.id), label: t('approvers.edit') }}
                remove={{
                  label: t('approvers.delete'),
                  title: t('approvers.deleteTitle', { name: row.group_name }),
                  text: 'approvers.deleteText',
                  onConfirm: () => remove.mutateAsync(row.id).catch(() => undefined),
                }}
              />
            </>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('approvers.title')}
        subtitle={t(subject)}
        extra={canManage ? <CreateApproverLink to={paths.create} testId="approver-create" /> : null}
      />
      <DataTable
        testId="approver-table"
        query={approverListQuery(api)}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('approvers.search')}
        empty={
          <EmptyState message="approvers.empty">
            {canManage ? <CreateApproverLink to={paths.create} testId="approver-create-empty" /> : null}
          </EmptyState>
        }
        emptyNarrowed={(query, clear) => (
          <EmptyState
            message={t('approvers.emptyFor', { query })}
            clear={{ onClick: clear, label: t('approvers.clearSearch'), testId: 'approver-clear-search' }}
          />
        )}
      />
    </>
  );
}
