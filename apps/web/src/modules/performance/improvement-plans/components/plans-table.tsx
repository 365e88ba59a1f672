import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Modal, Select, Space, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMPROVEMENT_PLAN_STATUSES, hasPermission, type ImprovementPlan } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { ResponsiveRowActions, type RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import type { ListParams } from '../../../../platform/ui/data-table/list-search.ts';
import { adminTrainingScreens } from '../../trainings/training.routes.tsx';
import { deletePlanMutation, plansQuery, refreshPlans } from '../api.ts';
import { OutcomeButton, PlanDetails, PlanStatus, canSetOutcome, planPeopleColumns } from './plan-bits.tsx';

/**
 * The plans, each row opening to its goals: edit (while pending) and delete for HR, the outcome for
 * HR or the reviewer. `mine` lists the reader's own plans and those they review; `review` only the
 * approved plans still without an outcome.
 */
export function PlansTable({ mine, review = false }: { mine: boolean; review?: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const edit = !mine && hasPermission(user, 'edit training');
  const remove = !mine && hasPermission(user, 'delete training');
  const del = useMutation({ ...deletePlanMutation(), onSuccess: () => refreshPlans(queryClient) });
  const base = plansQuery(mine);
  const query = review ? (p: ListParams) => base({ ...p, status: 'approved' }) : base;

  const [viewing, setViewing] = useState<ImprovementPlan | null>(null);
  const actions = (row: ImprovementPlan): RowAction[] => [
    {
      key: 'view',
      label: t('plan.view'),
      icon: <EyeOutlined />,
      testId: `plan-view-${row.id}`,
      onClick: () => setViewing(row),
    },
    ...(edit && row.status === 'pending'
      ? [
          {
            key: 'edit',
            label: t('plan.edit'),
            icon: <EditOutlined />,
            testId: `plan-edit-${row.id}`,
            onClick: () => void navigate({ ...adminTrainingScreens.paths.editPlan, search: { id: row.id } }),
          },
        ]
      : []),
    ...(remove
      ? [
          {
            key: 'delete',
            label: t('plan.delete'),
            icon: <DeleteOutlined />,
            testId: `plan-delete-${row.id}`,
            danger: true,
            confirm: {
              title: t('plan.deleteTitle', { name: row.employee_name }),
              text: t('plan.deleteText'),
              okText: t('plan.delete'),
              cancelText: t('words.cancel'),
              onConfirm: () => del.mutateAsync(row.id).catch(() => undefined),
            },
          },
        ]
      : []),
  ];

  const columns: TableColumnsType<ImprovementPlan> = [
    ...planPeopleColumns<ImprovementPlan>(t),
    { title: t('plan.status'), key: 'status', render: (_v, row) => <PlanStatus plan={row} /> },
    {
      title: t('plan.actions'),
      key: 'actions',
      render: (_v, row) => (
        <Space wrap>
          {canSetOutcome(user, row) ? <OutcomeButton plan={row} /> : null}
          <ResponsiveRowActions
            actions={actions(row)}
            label={t('plan.actionsFor', { id: row.id })}
            menuTestId={`plan-actions-${row.id}`}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <Modal
        open={viewing !== null}
        title={viewing?.employee_name}
        footer={null}
        onCancel={() => setViewing(null)}
      >
        {viewing ? <PlanDetails plan={viewing} /> : null}
      </Modal>
      <DataTable
        testId="plan-table"
        query={query}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('plan.search')}
        toolbar={
          review
            ? undefined
            : ({ filters, setFilter }) => (
                <Select
                  allowClear
                  aria-label={t('plan.status')}
                  placeholder={t('plan.allStatuses')}
                  value={filters.status || undefined}
                  onChange={(v?: string) => setFilter('status', v)}
                  options={IMPROVEMENT_PLAN_STATUSES.map((s) => ({ value: s, label: t(`plan.status.${s}`) }))}
                  style={{ minWidth: 200 }}
                  data-testid="plan-status-filter"
                />
              )
        }
        empty={<EmptyState message={t('plan.empty')} />}
        emptyNarrowed={(q, clear) => (
          <EmptyState
            message={t('plan.emptyFor', { query: q })}
            clear={{ onClick: clear, label: t('plan.clearSearch'), testId: 'plan-clear-search' }}
          />
        )}
      />
    </>
  );
}
