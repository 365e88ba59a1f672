import { useNavigate } from '@tanstack/react-router';
import { Select, type TableColumnsType } from 'antd';
import { EditOutlined, EyeOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { APPRAISAL_STATUSES, hasPermission, type AppraisalGroup } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import type { RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { rowActionsColumn } from '../../../../platform/ui/row-actions-column.tsx';
import { dueDateColumn, statusColumn } from '../components/appraisal-columns.tsx';
import { AppraisalList, ScreenLink } from '../components/appraisal-list.tsx';
import { useGroupActions } from '../components/group-actions.ts';
import { GroupProgress } from '../components/group-progress.tsx';
import { groupsQuery } from '../api.ts';
import { linkTo, useAppraisalScreen } from '../screen-data.ts';
import '../i18n.ts';

/**
 * The appraisal groups (admin performance appraisal-group, HRM All Appraisal and allappraisaltable):
 * each with its cycle, status and members' progress; created, edited while a draft, initiated and ended.
 */
export default function GroupsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { links } = useAppraisalScreen();
  const user = useCurrentUser();
  const canCreate = hasPermission(user, 'create appraisal') && links.create;
  const canEdit = hasPermission(user, 'edit appraisal');
  const { initiate, end } = useGroupActions();
  const create = (testId: string) =>
    canCreate && links.create ? (
      <CreateLink to={links.create} label={t('appraisalCycle.createGroup')} testId={testId} />
    ) : null;

  const actions = (row: AppraisalGroup): RowAction[] => [
    ...(links.group
      ? [
          {
            key: 'view',
            label: t('appraisalCycle.view'),
            icon: <EyeOutlined />,
            testId: `group-view-${row.id}`,
            onClick: () => void navigate(linkTo(links.group ?? '', row.id)),
          },
        ]
      : []),
    ...(canEdit && row.status === 'draft' && links.edit
      ? [
          {
            key: 'edit',
            label: t('appraisalCycle.edit'),
            icon: <EditOutlined />,
            testId: `group-edit-${row.id}`,
            onClick: () => void navigate(linkTo(links.edit ?? '', row.id)),
          },
        ]
      : []),
    ...(canEdit && row.status === 'draft'
      ? [
          {
            key: 'initiate',
            label: t('appraisalCycle.initiate'),
            icon: <SendOutlined />,
            testId: `group-initiate-${row.id}`,
            confirm: {
              title: t('appraisalCycle.initiateTitle', { name: row.name }),
              text: t('appraisalCycle.initiateText'),
              okText: t('appraisalCycle.initiate'),
              cancelText: t('common.cancel'),
              onConfirm: () => initiate.mutateAsync(row.id).catch(() => undefined),
            },
          },
        ]
      : []),
    ...(canEdit && row.status !== 'draft' && row.status !== 'ended'
      ? [
          {
            key: 'end',
            label: t('appraisalCycle.end'),
            icon: <StopOutlined />,
            danger: true,
            testId: `group-end-${row.id}`,
            confirm: {
              title: t('appraisalCycle.endTitle', { name: row.name }),
              text: t('appraisalCycle.endText'),
              okText: t('appraisalCycle.end'),
              cancelText: t('common.cancel'),
              onConfirm: () => end.mutateAsync(row.id).catch(() => undefined),
            },
          },
        ]
      : []),
  ];

  const columns: TableColumnsType<AppraisalGroup> = [
    {
      title: t('appraisalCycle.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <ScreenLink path={links.group} id={row.id} testId={`group-link-${row.id}`}>
          {name}
        </ScreenLink>
      ),
    },
    { title: t('appraisalCycle.period'), dataIndex: 'period', responsive: ['md'] },
    { title: t('appraisalCycle.scorecard'), dataIndex: 'scorecard_name', responsive: ['lg'] },
    dueDateColumn(t),
    statusColumn(t),
    {
      title: t('appraisalCycle.progress'),
      key: 'progress',
      responsive: ['sm'],
      render: (_v, row) => <GroupProgress group={row} compact />,
    },
    rowActionsColumn(t('appraisalCycle.actions'), (row) => ({
      actions: actions(row),
      label: t('appraisalCycle.actionsFor', { name: row.name }),
      menuTestId: `group-actions-${row.id}`,
    })),
  ];

  return (
    <AppraisalList
      title={t('appraisalCycle.groupsTitle')}
      subtitle={t('appraisalCycle.groupsSubtitle')}
      extra={create('group-create')}
      tab="all"
      testId="appraisal-groups"
      query={groupsQuery}
      columns={columns}
      rowKey="id"
      searchPlaceholder={t('appraisalCycle.searchGroup')}
      toolbar={({ filters, setFilter }) => (
        <Select
          allowClear
          aria-label={t('appraisalCycle.statusFilter')}
          placeholder={t('appraisalCycle.allStatuses')}
          value={filters.status || undefined}
          onChange={(v?: string) => setFilter('status', v)}
          options={APPRAISAL_STATUSES.map((s) => ({ value: s, label: t(`appraisalCycle.status_${s}`) }))}
          style={{ minWidth: 180 }}
          data-testid="group-status-filter"
        />
      )}
      empty={
        <EmptyState message={t('appraisalCycle.groupsEmpty')}>{create('group-create-empty')}</EmptyState>
      }
    />
  );
}
