import { useCallback, useState, lazy } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Popconfirm, type TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  EXEMPTION_MESSAGES as M,
  type ExemptionApprovalRow,
  type ExemptionDecision,
} from '@clockroom/contracts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ResponsiveRowActions } from '../../../../platform/ui/responsive-row-actions.tsx';
import { levelLabel } from '../../../../platform/approvers/level-label.ts';
import { decideExemptionsMutation, exemptionApprovalsQuery, refreshExemptions } from '../api.ts';
import { ExemptionFilters } from '../components/exemption-filters.tsx';
import { ExemptionTabs } from '../components/exemption-tabs.tsx';
import '../i18n.ts';
import '../exemptions.css';
import { OnceOpened } from '../../../../platform/ui/once-opened.tsx';

const ExemptionDrawer = lazy(() =>
  import('../components/exemption-detail.tsx').then((m) => ({ default: m.ExemptionDrawer })),
);
const RejectReasonModal = lazy(() =>
  import('../../../../platform/approvers/components/reject-reason-modal.tsx').then((m) => ({
    default: m.RejectReasonModal,
  })),
);

/**
 * /ess/hrm/exemption/approvals: the requests waiting on the signed-in approver now, approved or
 * rejected one by one or several at once; a rejection asks for its reason.
 */
export default function ExemptionApprovalsPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<number | null>(null);
  const close = useCallback(() => setViewing(null), []);
  const [rejecting, setRejecting] = useState<{ ids: number[]; done?: () => void } | null>(null);
  const [refused, setRefused] = useState<{ id: number; refusal: string }[]>([]);
  const decide = useMutation({
    ...decideExemptionsMutation(),
    onSuccess: async (answer) => {
      setRefused(answer.data.refused.map((r) => ({ id: r.id, refusal: r.reason })));
      await refreshExemptions(queryClient);
    },
  });
  const act = (action: ExemptionDecision, ids: number[], reason?: string) =>
    decide.mutateAsync({ action, ids, reason }).then(
      () => true,
      () => false,
    );

  const columns: TableColumnsType<ExemptionApprovalRow> = [
    { title: t('exemption.id'), dataIndex: 'id', width: 72, responsive: ['sm'] },
    { title: t('exemption.employee'), dataIndex: 'employee_name' },
    { title: t('exemption.date'), dataIndex: 'date', render: (v: string) => <DateText value={v} /> },
    {
      title: t('exemption.reason'),
      dataIndex: 'exemption_reason',
      responsive: ['sm'],
      render: (v: string) => <span className="cr-exemption-reason-cell">{v}</span>,
    },
    {
      title: t('exemption.level'),
      dataIndex: 'level',
      responsive: ['md'],
      render: (level: number) => levelLabel(level, i18n.language),
    },
    {
      title: t('exemption.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_v, row) => (
        <ResponsiveRowActions
          label={t('exemption.actionsFor', { id: row.id })}
          menuTestId={`exemption-actions-${row.id}`}
          actions={[
            {
              key: 'view',
              label: t('exemption.view'),
              icon: <EyeOutlined />,
              testId: `exemption-view-${row.id}`,
              onClick: () => setViewing(row.id),
            },
            {
              key: 'approve',
              label: t('exemption.approve'),
              icon: <CheckOutlined />,
              testId: `exemption-approve-${row.id}`,
              confirm: {
                title: t('exemption.approveTitle', { count: 1 }),
                text: t('exemption.approveText'),
                okText: t('exemption.approve'),
                cancelText: t('common.cancel'),
                onConfirm: () => act('approve', [row.id]),
              },
            },
            {
              key: 'reject',
              label: t('exemption.reject'),
              icon: <CloseOutlined />,
              testId: `exemption-reject-${row.id}`,
              danger: true,
              onClick: () => setRejecting({ ids: [row.id] }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('exemption.approvalsTitle')} subtitle={t('exemption.approvalsSubtitle')} />
      <ExemptionTabs view="ess" active="approvals" />
      {refused.length ? (
        <Alert
          type="warning"
          showIcon
          closable
          className="cr-table-error"
          data-testid="exemption-refused"
          onClose={() => setRefused([])}
          title={t('exemption.refusedSome', { count: refused.length })}
          description={refused.map((r) => (
            <div key={r.id}>
              {t('exemption.detailTitle', { id: r.id })}: {t(r.refusal)}
            </div>
          ))}
        />
      ) : null}
      <Panel>
        <DataTable
          testId="exemption-approvals-table"
          query={exemptionApprovalsQuery}
          columns={columns}
          rowKey="id"
          searchPlaceholder={t('exemption.searchApprovals')}
          toolbar={(ctx) => <ExemptionFilters {...ctx} withStatus={false} />}
          bulkActions={(keys, clear) => (
            <Flex gap={8} wrap>
              <Popconfirm
                title={t('exemption.approveTitle', { count: keys.length })}
                description={t('exemption.approveText')}
                okText={t('exemption.approve')}
                cancelText={t('common.cancel')}
                onConfirm={() =>
                  act('approve', keys.map(Number)).then((ok) => {
                    if (ok) clear();
                  })
                }
              >
                <Button type="primary" icon={<CheckOutlined />} data-testid="exemption-bulk-approve">
                  {t('exemption.approveSelected')}
                </Button>
              </Popconfirm>
              <Button
                danger
                icon={<CloseOutlined />}
                data-testid="exemption-bulk-reject"
                onClick={() => setRejecting({ ids: keys.map(Number), done: clear })}
              >
                {t('exemption.rejectSelected')}
              </Button>
            </Flex>
          )}
          empty={<EmptyState message={t('exemption.emptyApprovals')} />}
        />
      </Panel>
      <OnceOpened open={rejecting !== null}>
        <RejectReasonModal
          words="exemption"
          testIdPrefix="exemption"
          required={M.rejectReasonRequired}
          count={rejecting?.ids.length ?? 0}
          loading={decide.isPending}
          onCancel={() => setRejecting(null)}
          onReject={(reason) => {
            const current = rejecting;
            if (!current) return;
            void act('reject', current.ids, reason).then((ok) => {
              if (!ok) return;
              current.done?.();
              setRejecting(null);
            });
          }}
        />
      </OnceOpened>
      <OnceOpened open={viewing !== null}>
        <ExemptionDrawer
          id={viewing}
          onClose={close}
          footer={(record) =>
            record.can_decide ? (
              <div className="cr-exemption-actions">
                <Button
                  danger
                  icon={<CloseOutlined />}
                  onClick={() => setRejecting({ ids: [record.id], done: close })}
                  data-testid="exemption-detail-reject"
                >
                  {t('exemption.reject')}
                </Button>
                <Button
                  type="primary"
                  icon={<CheckOutlined />}
                  loading={decide.isPending}
                  onClick={() => void act('approve', [record.id]).then((ok) => ok && close())}
                  data-testid="exemption-detail-approve"
                >
                  {t('exemption.approve')}
                </Button>
              </div>
            ) : null
          }
        />
      </OnceOpened>
    </>
  );
}
