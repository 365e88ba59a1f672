import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { myLogsQuery } from '../api.ts';
import { ClockCard } from '../components/clock-card.tsx';
import { logColumns } from '../components/log-columns.tsx';
import { LogFilters } from '../components/log-filters.tsx';
import { MobileClockTabs } from '../components/mobile-clock-tabs.tsx';
import '../i18n.ts';
import '../mobile-clocks.css';

/** /ess/attendance/mobile-clocks/my-logs: the clock button, then the employee's own clocks. */
export default function MyLogsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('mobileClock.myLogsTitle')} subtitle={t('mobileClock.myLogsSubtitle')} />
      <MobileClockTabs view="ess" active="mine" />
      <Flex vertical gap={16}>
        <ClockCard />
        <Panel>
          <DataTable
            testId="mobile-clock-my-logs"
            query={myLogsQuery}
            columns={logColumns(t, false)}
            rowKey="id"
            searchPlaceholder={t('mobileClock.searchMine')}
            toolbar={(ctx) => <LogFilters {...ctx} />}
            empty={<EmptyState message={t('mobileClock.emptyMine')} />}
          />
        </Panel>
      </Flex>
    </>
  );
}
