import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DashboardFrame } from '../../../../platform/ui/dashboard/dashboard-frame.tsx';
import { StatTile } from '../../../../platform/ui/dashboard/stat-tile.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { organizationDashboardQuery } from '../api.ts';
import { HeadcountPanel } from '../components/headcount-panel.tsx';
import { PeoplePanel } from '../components/people-panel.tsx';
import { toChartData } from '../slices.ts';
import '../i18n.ts';

/** /admin/organization/dashboard: headcounts, this month's movements and the coming celebrations. */
export default function OrganizationDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useQuery(organizationDashboardQuery());
  const header = <PageHeader title={t('orgDashboard.title')} subtitle={t('orgDashboard.subtitle')} />;

  return (
    <DashboardFrame header={header} query={dashboard} testId="org-dashboard">
      {(d) => (
        <>
          <div className="cr-dash-stats">
            <StatTile
              label={t('orgDashboard.active')}
              value={d.totals.active}
              tone="green"
              testId="stat-active"
            />
            <StatTile
              label={t('orgDashboard.inactive')}
              value={d.totals.inactive}
              tone="grey"
              testId="stat-inactive"
            />
            <StatTile
              label={t('orgDashboard.archived')}
              value={d.totals.archived}
              tone="grey"
              testId="stat-archived"
            />
            <StatTile
              label={t('orgDashboard.newJoiners')}
              value={d.new_joiners.count}
              tone="blue"
              testId="stat-joiners"
            />
            <StatTile
              label={t('orgDashboard.exits')}
              value={d.exits.count}
              tone="orange"
              testId="stat-exits"
            />
          </div>
          <div className="cr-dash-grid">
            <HeadcountPanel
              title={t('orgDashboard.byBranch')}
              data={toChartData(d.headcount.by_branch, t)}
              kind="bar"
              testId="headcount-branch"
            />
            <HeadcountPanel
              title={t('orgDashboard.byDepartment')}
              data={toChartData(d.headcount.by_department, t)}
              kind="bar"
              testId="headcount-department"
            />
            <HeadcountPanel
              title={t('orgDashboard.byType')}
              data={toChartData(d.headcount.by_employee_type, t)}
              kind="donut"
              testId="headcount-type"
            />
            <HeadcountPanel
              title={t('orgDashboard.byGender')}
              data={toChartData(d.headcount.by_gender, t, true)}
              kind="donut"
              testId="headcount-gender"
            />
            <PeoplePanel
              title={t('orgDashboard.birthdays')}
              extra={t('orgDashboard.next30')}
              people={d.upcoming_birthdays}
              emptyText={t('orgDashboard.noBirthdays')}
              today={d.today}
              testId="upcoming-birthdays"
            />
            <PeoplePanel
              title={t('orgDashboard.anniversaries')}
              extra={t('orgDashboard.next30')}
              people={d.upcoming_anniversaries}
              emptyText={t('orgDashboard.noAnniversaries')}
              today={d.today}
              testId="upcoming-anniversaries"
            />
            <PeoplePanel
              title={t('orgDashboard.newJoiners')}
              people={d.new_joiners.people}
              total={d.new_joiners.count}
              emptyText={t('orgDashboard.noJoiners')}
              testId="new-joiners"
            />
            <PeoplePanel
              title={t('orgDashboard.exits')}
              people={d.exits.people}
              total={d.exits.count}
              emptyText={t('orgDashboard.noExits')}
              testId="exits"
            />
          </div>
        </>
      )}
    </DashboardFrame>
  );
}
