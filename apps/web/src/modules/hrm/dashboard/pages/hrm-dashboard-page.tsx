import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, type DashboardLeave, type HrmDashboard } from '@clockroom/contracts';
import { ChartPanel } from '../../../../platform/ui/dashboard/chart-panel.tsx';
import { DashboardFrame } from '../../../../platform/ui/dashboard/dashboard-frame.tsx';
import { DashboardPeoplePanel } from '../../../../platform/ui/dashboard/people-panel.tsx';
import { StatTiles } from '../../../../platform/ui/dashboard/stat-tiles.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { hrmDashboardQuery } from '../api.ts';
import '../i18n.ts';

const STATUSES = ['pending', 'scheduled', 'taken', 'rejected', 'cancelled'] as const;

interface LeaveListProps {
  title: string;
  extra?: string;
  list: { count: number; people: DashboardLeave[] };
  emptyText: string;
  /** today: show when each person is back; upcoming: the dates they are away. */
  mode: 'today' | 'upcoming';
  testId: string;
}

function LeaveList({ title, extra, list, emptyText, mode, testId }: LeaveListProps) {
  const { t } = useTranslation();
  return (
    <DashboardPeoplePanel
      title={title}
      extra={extra}
      rows={list.people.map((p) => ({
        key: p.leave_request_id,
        name: p.employee_name,
        picture: p.picture,
        detail: p.leave_name,
        when: (
          <span>
            {mode === 'today'
              ? t('hrmDashboard.until', { date: formatDate(p.end_date) })
              : t('hrmDashboard.from', { start: formatDate(p.start_date), end: formatDate(p.end_date) })}
          </span>
        ),
        whenDetail: t('hrmDashboard.days', { count: p.days }),
      }))}
      total={list.count}
      moreText={(count) => t('hrmDashboard.more', { count })}
      emptyText={emptyText}
      testId={testId}
    />
  );
}

function Charts({ d }: { d: HrmDashboard }) {
  const { t } = useTranslation();
  const byStatus = STATUSES.map((s) => ({ label: t(`hrmDashboard.${s}`), value: d.requests_by_status[s] }));
  const anyRequest = byStatus.some((s) => s.value > 0);
  const byType = d.usage_by_type.map((u) => ({ label: u.leave_name, value: u.days_taken }));
  return (
    <>
      <ChartPanel
        title={t('hrmDashboard.byStatus')}
        kind="donut"
        data={byStatus}
        empty={!anyRequest}
        emptyText={t('hrmDashboard.noRequests')}
        testId="hrm-dash-status"
      />
      <ChartPanel
        title={t('hrmDashboard.byType')}
        kind="bar"
        data={byType}
        emptyText={t('hrmDashboard.noTypes')}
        testId="hrm-dash-types"
      />
    </>
  );
}

/** /admin/hrm/dashboard: who is away, what is coming, and how leave is used this year. */
export default function HrmDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useQuery(hrmDashboardQuery());
  const loaded = dashboard.data;
  const header = (
    <PageHeader
      title={t('hrmDashboard.title')}
      subtitle={
        loaded
          ? t('hrmDashboard.subtitle', { year: loaded.year, today: formatDate(loaded.today) })
          : undefined
      }
    />
  );
  return (
    <DashboardFrame header={header} query={dashboard} testId="hrm-dashboard">
      {(d) => (
        <>
          <StatTiles
            tiles={[
              [t('hrmDashboard.onLeaveToday'), d.on_leave_today.count, 'green', 'hrm-stat-away'],
              [t('hrmDashboard.pendingRequests'), d.requests_by_status.pending, 'orange', 'hrm-stat-pending'],
              [t('hrmDashboard.upcoming'), d.upcoming_leave.count, 'blue', 'hrm-stat-upcoming'],
              [t('hrmDashboard.pendingExemptions'), d.pending_exemptions, 'grey', 'hrm-stat-exemptions'],
            ]}
          />
          <div className="cr-dash-grid">
            <LeaveList
              title={t('hrmDashboard.onLeaveToday')}
              list={d.on_leave_today}
              emptyText={t('hrmDashboard.nobodyAway')}
              mode="today"
              testId="hrm-dash-away"
            />
            <LeaveList
              title={t('hrmDashboard.upcoming')}
              extra={t('hrmDashboard.next30')}
              list={d.upcoming_leave}
              emptyText={t('hrmDashboard.noUpcoming')}
              mode="upcoming"
              testId="hrm-dash-upcoming"
            />
            <Charts d={d} />
          </div>
        </>
      )}
    </DashboardFrame>
  );
}
