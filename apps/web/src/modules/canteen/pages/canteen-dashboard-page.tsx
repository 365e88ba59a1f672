import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, type CanteenDashboard, type MealGroup } from '@clockroom/contracts';
import { DashboardFrame } from '../../../platform/ui/dashboard/dashboard-frame.tsx';
import { StatTiles } from '../../../platform/ui/dashboard/stat-tiles.tsx';
import { PageHeader } from '../../../platform/ui/page-header.tsx';
import { Panel } from '../../../platform/ui/panel.tsx';
import { TrendChart } from '../../../platform/ui/charts/trend-chart.tsx';
import { ChartPanel } from '../../../platform/ui/dashboard/chart-panel.tsx';
import { dashboardQuery } from '../api.ts';
import { MealLog } from '../components/meal-log.tsx';
import { monthName, useNaira } from '../components/money.ts';
import '../i18n.ts';
import '../canteen.css';

function CostPanel({ d }: { d: CanteenDashboard }) {
  const { t } = useTranslation();
  const naira = useNaira();
  const rows = [
    ['costMonth', d.month_totals.total],
    ['employeesPay', d.month_totals.employee_share],
    ['companyPays', d.month_totals.company_share],
  ] as const;
  return (
    <Panel title={t('canteen.costMonth')} testId="canteen-cost">
      <dl className="cr-canteen-figures">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{t(`canteen.${label}`)}</dt>
            <dd className="cr-money" data-testid={`canteen-cost-${label}`}>
              {naira(value)}
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

function GroupPanel({
  title,
  groups,
  none,
  testId,
}: {
  title: string;
  groups: MealGroup[];
  none: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <ChartPanel
      title={title}
      kind="bar"
      data={groups.map((g) => ({ label: g.name ?? none, value: g.meals }))}
      emptyText={t('canteen.nothingYet')}
      testId={testId}
    />
  );
}

function DailyPanel({ d }: { d: CanteenDashboard }) {
  const { t } = useTranslation();
  const title = t('canteen.daily');
  const any = d.daily.some((x) => x.served + x.refused > 0);
  return (
    <Panel title={title} testId="canteen-daily" className="cr-dash-wide">
      {any ? (
        <TrendChart
          title={title}
          points={d.daily.map((x) => formatDate(x.day).slice(0, 5))}
          series={[
            { label: t('canteen.served'), color: '#009e73', values: d.daily.map((x) => x.served) },
            {
              label: t('canteen.refused'),
              color: '#d55e00',
              values: d.daily.map((x) => x.refused),
              dashed: true,
            },
          ]}
          testId="canteen-daily-chart"
        />
      ) : (
        <p className="cr-muted cr-m0">{t('canteen.noDaily')}</p>
      )}
    </Panel>
  );
}

/** /admin/canteen/dashboard: meals today and this month, by plan and branch, the cost split and the log. */
export default function CanteenDashboardPage() {
  const { t, i18n } = useTranslation();
  const search = useSearch({ strict: false }) as { month?: string };
  const month = typeof search.month === 'string' ? search.month : undefined;
  const dashboard = useQuery(dashboardQuery(month));
  const header = (
    <PageHeader
      title={t('canteen.dashboardTitle')}
      subtitle={
        dashboard.data
          ? `${monthName(dashboard.data.month, i18n.language)} · ${t('canteen.dashboardSubtitle')}`
          : t('canteen.dashboardSubtitle')
      }
    />
  );
  return (
    <>
      <DashboardFrame header={header} query={dashboard} testId="canteen-dashboard">
        {(d) => (
          <>
            <StatTiles
              tiles={[
                [t('canteen.mealsToday'), d.today.meals, 'green', 'canteen-stat-today'],
                [t('canteen.refusedToday'), d.today.refused, 'red', 'canteen-stat-refused-today'],
                [t('canteen.mealsMonth'), d.month_totals.meals, 'blue', 'canteen-stat-month'],
                [t('canteen.refusedMonth'), d.month_totals.refused, 'orange', 'canteen-stat-refused-month'],
              ]}
            />
            <div className="cr-dash-grid">
              <DailyPanel d={d} />
              <CostPanel d={d} />
              <GroupPanel
                title={t('canteen.byPlan')}
                groups={d.by_plan}
                none={t('canteen.noPlan')}
                testId="canteen-by-plan"
              />
              <GroupPanel
                title={t('canteen.byBranch')}
                groups={d.by_branch}
                none={t('canteen.noBranch')}
                testId="canteen-by-branch"
              />
            </div>
          </>
        )}
      </DashboardFrame>
      <MealLog />
    </>
  );
}
