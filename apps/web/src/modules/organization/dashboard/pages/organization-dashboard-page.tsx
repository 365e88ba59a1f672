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

/** The headcount charts, in order: which count, its title, its chart and its test id. */
const HEADCOUNTS = [
  ['by_branch', 'orgDashboard.byBranch', 'bar', 'headcount-branch'],
  ['by_department', 'orgDashboard.byDepartment', 'bar', 'headcount-department'],
  ['by_employee_type', 'orgDashboard.byType', 'donut', 'headcount-type'],
  // Only genders are words of the product, shown translated; the other names are the company's own.
  ['by_gender', 'orgDashboard.byGender', 'donut', 'headcount-gender'],
] as const;

/** The coming days (the next 30, today named as such): which list, its title, its empty text, its test id. */
const UPCOMING = [
  ['upcoming_birthdays', 'orgDashboard.birthdays', 'orgDashboard.noBirthdays', 'upcoming-birthdays'],
  [
    'upcoming_anniversaries',
    'orgDashboard.anniversaries',
    'orgDashboard.noAnniversaries',
    'upcoming-anniversaries',
  ],
] as const;

/** This month's movements, with how many there are in all. */
const MOVEMENTS = [
  ['new_joiners', 'orgDashboard.newJoiners', 'orgDashboard.noJoiners', 'new-joiners'],
  ['exits', 'orgDashboard.exits', 'orgDashboard.noExits', 'exits'],
] as const;

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
            {HEADCOUNTS.map(([slices, title, kind, testId]) => (
              <HeadcountPanel
                key={testId}
                title={t(title)}
                data={toChartData(d.headcount[slices], t, slices === 'by_gender')}
                kind={kind}
                testId={testId}
              />
            ))}
            {UPCOMING.map(([list, title, emptyText, testId]) => (
              <PeoplePanel
                key={testId}
                title={t(title)}
                extra={t('orgDashboard.next30')}
                people={d[list]}
                emptyText={t(emptyText)}
                today={d.today}
                testId={testId}
              />
            ))}
            {MOVEMENTS.map(([list, title, emptyText, testId]) => (
              <PeoplePanel
                key={testId}
                title={t(title)}
                people={d[list].people}
                total={d[list].count}
                emptyText={t(emptyText)}
                testId={testId}
              />
            ))}
          </div>
        </>
      )}
    </DashboardFrame>
  );
}
