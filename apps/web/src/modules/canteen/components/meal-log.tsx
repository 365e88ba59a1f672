import { useQuery } from '@tanstack/react-query';
import { Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, type MealRow } from '@clockroom/contracts';
import { DataTable, type FilterContext } from '../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../platform/ui/empty-state.tsx';
import { Panel } from '../../../platform/ui/panel.tsx';
import { ExportMenu } from '../../../platform/reports/export-menu.tsx';
import { exportMealLog, logFilter, mealLogQuery, plansQuery } from '../api.ts';
import { MealStatus } from './meal-status.tsx';
import { MonthSelect } from './month-select.tsx';
import { useMealTime, useNaira } from './money.ts';

function Filters({ filters, setFilter }: FilterContext) {
  const { t } = useTranslation();
  const plans = useQuery(plansQuery({ page: 1, perPage: 100 }));
  return (
    <div className="cr-canteen-filters">
      <MonthSelect value={filters.month} onChange={(m) => setFilter('month', m)} testId="canteen-log-month" />
      <Select
        allowClear
        aria-label={t('canteen.status')}
        placeholder={t('canteen.allStatuses')}
        value={filters.status || undefined}
        onChange={(v: string | undefined) => setFilter('status', v)}
        options={[
          { value: 'served', label: t('canteen.served') },
          { value: 'refused', label: t('canteen.refused') },
        ]}
        data-testid="canteen-log-status"
      />
      <Select
        allowClear
        aria-label={t('canteen.plan')}
        placeholder={t('canteen.allPlans')}
        value={filters.meal_plan_id ? Number(filters.meal_plan_id) : undefined}
        onChange={(v: number | undefined) => setFilter('meal_plan_id', v)}
        options={(plans.data?.results ?? []).map((p) => ({ value: p.id, label: p.name }))}
        loading={plans.isPending}
        data-testid="canteen-log-plan"
      />
      <ExportMenu
        request={(format) => exportMealLog(format, logFilter(filters))}
        testId="canteen-log-export"
      />
    </div>
  );
}

/** The month's meal log, served and refused with the reason, filtered, paged and exported. */
export function MealLog() {
  const { t } = useTranslation();
  const naira = useNaira();
  const time = useMealTime();
  const columns: TableColumnsType<MealRow> = [
    {
      title: t('canteen.when'),
      key: 'when',
      responsive: ['sm'],
      render: (_v, m) => `${formatDate(m.day)} ${time(m.served_at)}`,
    },
    {
      title: t('canteen.employee'),
      key: 'employee',
      render: (_v, m) => (
        <span className="cr-canteen-who">
          <span>{m.employee_name ?? t('canteen.unknownPerson', { pin: m.pin ?? '' })}</span>
          {/* On a phone the time column is hidden: the time goes under the name. */}
          <span className="cr-muted cr-small cr-canteen-xs">{`${formatDate(m.day)} ${time(m.served_at)}`}</span>
        </span>
      ),
    },
    {
      title: t('canteen.plan'),
      dataIndex: 'meal_plan',
      responsive: ['md'],
      render: (v: string | null) => v ?? '—',
    },
    {
      title: t('canteen.point'),
      dataIndex: 'point',
      responsive: ['lg'],
      render: (v: string | null) => v ?? '—',
    },
    { title: t('canteen.status'), key: 'status', render: (_v, m) => <MealStatus meal={m} /> },
    {
      title: t('canteen.employeeShare'),
      dataIndex: 'employee_share',
      align: 'right',
      responsive: ['sm'],
      render: (v: string) => naira(v),
    },
    {
      title: t('canteen.companyShare'),
      dataIndex: 'company_share',
      align: 'right',
      responsive: ['md'],
      render: (v: string) => naira(v),
    },
  ];
  return (
    <Panel title={t('canteen.log')} testId="canteen-log" className="cr-canteen-page-gap">
      <DataTable
        query={mealLogQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('canteen.logSearch')}
        toolbar={(ctx) => <Filters {...ctx} />}
        empty={<EmptyState message={t('canteen.logEmpty')} />}
        testId="canteen-log-table"
      />
    </Panel>
  );
}
