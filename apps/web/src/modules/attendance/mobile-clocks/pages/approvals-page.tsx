import { Button, Flex, Popconfirm, type TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MobileClockApproval } from '@clockroom/contracts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ResponsiveRowActions } from '../../../../platform/ui/responsive-row-actions.tsx';
import { levelLabel } from '../../../../platform/approvers/level-label.ts';
import { approvalsQuery } from '../api.ts';
import { logColumns } from '../components/log-columns.tsx';
import { LogFilters } from '../components/log-filters.tsx';
import { MobileClockTabs } from '../components/mobile-clock-tabs.tsx';
import { useClockDecisions } from '../components/use-clock-decisions.tsx';
import '../i18n.ts';
import '../mobile-clocks.css';

/**
 * /ess/attendance/mobile-clocks/approvals: the clocks made outside a location that wait on the
 * signed-in approver now, approved or rejected one by one or several at once; a rejection asks why.
 * For anyone who approves nothing it is an empty inbox saying what would arrive here.
 */
export default function MobileClockApprovalsPage() {
  const { t, i18n } = useTranslation();
  const decisions = useClockDecisions();

  const columns: TableColumnsType<MobileClockApproval> = [
    ...logColumns<MobileClockApproval>(t, true).filter(
      (c) => !('dataIndex' in c && c.dataIndex === 'status'),
    ),
    {
      title: t('mobileClock.level'),
      dataIndex: 'level',
      responsive: ['md'],
      render: (level: number) => levelLabel(level, i18n.language),
    },
    {
      title: t('mobileClock.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_v, row) => (
        <ResponsiveRowActions
          label={t('mobileClock.actionsFor', { id: row.id })}
          menuTestId={`mobile-clock-actions-${row.id}`}
          actions={decisions.rowActions(row.id)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('mobileClock.approvalsTitle')} subtitle={t('mobileClock.approvalsSubtitle')} />
      <MobileClockTabs view="ess" active="approvals" />
      {decisions.refusedAlert}
      <Panel>
        <DataTable
          testId="mobile-clock-approvals"
          query={approvalsQuery}
          columns={columns}
          rowKey="id"
          searchPlaceholder={t('mobileClock.search')}
          toolbar={(ctx) => <LogFilters {...ctx} withStatus={false} />}
          bulkActions={(keys, clear) => (
            <Flex gap={8} wrap>
              <Popconfirm
                title={t('mobileClock.approveTitle', { count: keys.length })}
                description={t('mobileClock.approveText')}
                okText={t('mobileClock.approve')}
                cancelText={t('common.cancel')}
                onConfirm={() =>
                  decisions.act('approve', keys.map(Number)).then((ok) => {
                    if (ok) clear();
                  })
                }
              >
                <Button type="primary" icon={<CheckOutlined />} data-testid="mobile-clock-bulk-approve">
                  {t('mobileClock.approveSelected')}
                </Button>
              </Popconfirm>
              <Button
                danger
                icon={<CloseOutlined />}
                data-testid="mobile-clock-bulk-reject"
                onClick={() => decisions.reject({ ids: keys.map(Number), done: clear })}
              >
                {t('mobileClock.rejectSelected')}
              </Button>
            </Flex>
          )}
          empty={
            <EmptyState message={t('mobileClock.emptyApprovals')}>
              <span className="cr-muted cr-small">{t('mobileClock.approvalsHint')}</span>
            </EmptyState>
          }
        />
      </Panel>
      {decisions.rejectModal}
    </>
  );
}
