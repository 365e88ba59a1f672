import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DashboardFrame } from '../../../../platform/ui/dashboard/dashboard-frame.tsx';
import { StatTiles } from '../../../../platform/ui/dashboard/stat-tiles.tsx';
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
          <StatTiles
            tiles={[
              [t('orgDashboard.active'), d.totals.active, 'green', 'stat-active'],
              [t('orgDashboard.inactive'), d.totals.inactive, 'grey', 'stat-inactive'],
              [t('orgDashboard.archived'), d.totals.archived, 'grey', 'stat-archived'],
              [t('orgDashboard.newJoiners'), d.new_joiners.count, 'blue', 'stat-joiners'],
              [t('orgDashboard.exits'), d.exits.count, 'orange', 'stat-exits'],
            ]}
          />
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
