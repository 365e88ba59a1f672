import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MobileClockLog } from '@clockroom/contracts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ResponsiveRowActions } from '../../../../platform/ui/responsive-row-actions.tsx';
import { allLogsQuery, approvalsQuery } from '../api.ts';
import { logColumns } from '../components/log-columns.tsx';
import { LogFilters } from '../components/log-filters.tsx';
import { MobileClockTabs } from '../components/mobile-clock-tabs.tsx';
import { useClockDecisions } from '../components/use-clock-decisions.ts';
import '../i18n.ts';
import '../mobile-clocks.css';

/**
 * /admin/attendance/mobile-clocks/all-logs: everyone's clocks (spec 3 §7: date, status incl.
 * processing, search). A row waiting on the viewer's own approval can be decided here too.
 */
export default function AllLogsPage() {
  const { t } = useTranslation();
  const decisions = useClockDecisions();
  // What waits on me (the first 100 are plenty for a row's buttons; the inbox pages through all).
  const waiting = useQuery(approvalsQuery({ page: 1, perPage: 100 }));
  const mine = new Set(waiting.data?.results.map((r) => r.id) ?? []);

  const columns: TableColumnsType<MobileClockLog> = [...logColumns<MobileClockLog>(t, true)];
  // The actions column only for an approver with something to decide: empty, it crowds a phone.
  if (mine.size > 0)
    columns.push({
      title: t('mobileClock.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_v, row) =>
        mine.has(row.id) ? (
          <ResponsiveRowActions
            label={t('mobileClock.actionsFor', { id: row.id })}
            menuTestId={`mobile-clock-actions-${row.id}`}
            actions={decisions.rowActions(row.id)}
          />
        ) : null,
    });

  return (
    <>
      <PageHeader title={t('mobileClock.allLogsTitle')} subtitle={t('mobileClock.allLogsSubtitle')} />
      <MobileClockTabs view="admin" active="all" />
      {decisions.refusedAlert}
      <Panel>
        <DataTable
          testId="mobile-clock-all-logs"
          query={allLogsQuery}
          columns={columns}
          rowKey="id"
          searchPlaceholder={t('mobileClock.search')}
          toolbar={(ctx) => <LogFilters {...ctx} />}
          empty={<EmptyState message={t('mobileClock.emptyAll')} />}
        />
      </Panel>
      {decisions.rejectDialog}
    </>
  );
}
