import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Button, Tabs } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { ScheduleFilterForm } from '../components/schedule-filter-form.tsx';
import { ScheduleResults } from '../components/schedule-results.tsx';
import { VarianceTable } from '../components/variance-table.tsx';
import { adminScheduleScreens } from '../schedule.routes.tsx';
import { filterOf, scheduleSearchOf, searchOf, type ScheduleSearch } from '../schedule-search.ts';
import '../i18n.ts';
import '../schedule.css';

const monthName = (month: number) =>
  dayjs()
    .month(month - 1)
    .format('MMMM');

/**
 * /admin/payroll/salary-management/payment-schedule (spec 3 §2; issue 19, ADR 41): choose the month
 * and whom, then the schedule as stored (run or run again, download, go on to confirm) and its
 * variance against the month before. The choice lives in the address.
 */
export default function PaymentSchedulePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = scheduleSearchOf(raw);
  const filter = filterOf(search);
  const tab = raw['tab'] === 'variance' ? 'variance' : 'schedule';
  const go = (next: ScheduleSearch, nextTab = tab) =>
    void navigate({
      to: adminScheduleScreens.paths.schedule.to,
      search: { ...searchOf(next), ...(nextTab === 'variance' ? { tab: 'variance' } : {}) } as never,
    });
  const period = filter ? `${monthName(filter.month)} ${filter.year}` : '';
  const key = filter ? JSON.stringify(filter) : 'none';
  return (
    <>
      <PageHeader
        title={t('salarySchedule.title')}
        subtitle={t('salarySchedule.subtitle')}
        extra={
          <Link {...adminScheduleScreens.paths.settings}>
            <Button icon={<SettingOutlined />} tabIndex={-1} data-testid="schedule-settings-link">
              {t('salarySchedule.settings')}
            </Button>
          </Link>
        }
      />
      <Panel>
        <ScheduleFilterForm key={key} value={search} onShow={(next) => go(next)} />
      </Panel>
      <Panel title={period || undefined}>
        {filter ? (
          <Tabs
            activeKey={tab}
            onChange={(next) => go(search, next)}
            items={[
              {
                key: 'schedule',
                label: t('salarySchedule.tabSchedule'),
                children: <ScheduleResults key={key} filter={filter} search={search} period={period} />,
              },
              {
                key: 'variance',
                label: t('salarySchedule.tabVariance'),
                children: <VarianceTable key={key} filter={filter} monthName={monthName} />,
              },
            ]}
            data-testid="schedule-tabs"
          />
        ) : (
          <EmptyState message={t('salarySchedule.pickFirst')} />
        )}
      </Panel>
    </>
  );
}
