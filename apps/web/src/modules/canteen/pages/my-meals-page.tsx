import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, type MyMeals } from '@clockroom/contracts';
import { DashboardFrame } from '../../../platform/ui/dashboard/dashboard-frame.tsx';
import { StatTiles } from '../../../platform/ui/dashboard/stat-tiles.tsx';
import { EmptyState } from '../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../platform/ui/page-header.tsx';
import { Panel } from '../../../platform/ui/panel.tsx';
import { myMealsQuery } from '../api.ts';
import { MealStatus } from '../components/meal-status.tsx';
import { MonthSelect } from '../components/month-select.tsx';
import { monthName, useMealTime, useNaira } from '../components/money.ts';
import '../i18n.ts';
import '../canteen.css';

function PlanPanel({ d }: { d: MyMeals }) {
  const { t } = useTranslation();
  const naira = useNaira();
  if (!d.plan)
    return <Alert type="info" showIcon title={t('canteen.noMyPlan')} data-testid="my-meals-no-plan" />;
  return (
    <Panel title={t('canteen.myPlan')} testId="my-meals-plan">
      <p className="cr-m0">
        <strong>{d.plan.name}</strong> · {t('canteen.perDay', { count: d.plan.meals_per_day })}
      </p>
      <p className="cr-muted cr-m0">
        {t('canteen.perMeal', {
          price: naira(d.plan.price),
          employee: naira(d.plan.employee_share),
          company: naira(d.plan.company_share),
        })}
      </p>
    </Panel>
  );
}

function CostPanel({ d }: { d: MyMeals }) {
  const { t } = useTranslation();
  const naira = useNaira();
  return (
    <Panel title={t('canteen.myCostTitle')} testId="my-meals-cost">
      <dl className="cr-canteen-figures">
        <div>
          <dt>{t('canteen.myCost')}</dt>
          <dd className="cr-money" data-testid="my-meals-employee-share">
            {naira(d.employee_share)}
          </dd>
        </div>
        <div>
          <dt>{t('canteen.myCompany')}</dt>
          <dd className="cr-money">{naira(d.company_share)}</dd>
        </div>
      </dl>
      <p className="cr-muted cr-small cr-m0">{t('canteen.myCostHint')}</p>
    </Panel>
  );
}

/** /ess/canteen: the signed-in employee's meals of a month and what they cost them. */
export default function MyMealsPage() {
  const { t, i18n } = useTranslation();
  const naira = useNaira();
  const time = useMealTime();
  const [month, setMonth] = useState<string | undefined>(undefined);
  const mine = useQuery(myMealsQuery(month));
  const header = (
    <PageHeader
      title={t('canteen.myTitle')}
      subtitle={t('canteen.mySubtitle')}
      extra={<MonthSelect value={mine.data?.month ?? month} onChange={setMonth} testId="my-meals-month" />}
    />
  );
  return (
    <DashboardFrame header={header} query={mine} testId="my-meals">
      {(d) => (
        <>
          <StatTiles
            tiles={[
              [t('canteen.myMeals'), d.meals, 'green', 'my-meals-count'],
              [t('canteen.refusedMonth'), d.refused, 'orange', 'my-meals-refused'],
            ]}
          />
          <div className="cr-dash-grid">
            <PlanPanel d={d} />
            <CostPanel d={d} />
          </div>
          <Panel
            title={monthName(d.month, i18n.language)}
            testId="my-meals-list"
            className="cr-canteen-page-gap"
          >
            {d.results.length === 0 ? (
              <EmptyState message={t('canteen.myEmpty')} />
            ) : (
              <List
                dataSource={d.results}
                renderItem={(m) => (
                  <List.Item
                    key={m.id}
                    extra={
                      m.status === 'served' ? (
                        <span className="cr-money">{naira(m.employee_share)}</span>
                      ) : null
                    }
                    data-testid={`my-meal-${m.id}`}
                  >
                    <List.Item.Meta
                      title={`${formatDate(m.day)} ${time(m.served_at)}`}
                      description={
                        <span className="cr-canteen-refusal">
                          <MealStatus meal={m} />
                          {m.point ? <span className="cr-small">{m.point}</span> : null}
                          {m.status === 'served' ? (
                            <Tag>
                              {m.settled_month
                                ? t('canteen.settled', { month: monthName(m.settled_month, i18n.language) })
                                : t('canteen.pending')}
                            </Tag>
                          ) : null}
                        </span>
                      }
                    />
                  </List.Item>
                )}
              />
            )}
          </Panel>
        </>
      )}
    </DashboardFrame>
  );
}
