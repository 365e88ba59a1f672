import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MealPlan } from '@clockroom/contracts';
import { ResourceListPage } from '../../../platform/ui/resource-list/resource-list-page.tsx';
import { canteenScreens } from '../canteen.routes.tsx';
import { deletePlanMutation, plansQuery, refreshCanteen } from '../api.ts';
import { useNaira } from '../components/money.ts';
import '../i18n.ts';
import '../canteen.css';

const { paths } = canteenScreens;

/** /admin/canteen/meal-plans: the meal plans, their price, split and members. */
export default function MealPlansPage() {
  const { t, i18n } = useTranslation();
  const naira = useNaira();
  const client = useQueryClient();
  const remove = useMutation({ ...deletePlanMutation(), onSuccess: () => refreshCanteen(client) });
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const columns: TableColumnsType<MealPlan> = [
    { title: t('canteen.price'), dataIndex: 'price', align: 'right', render: (v: string) => naira(v) },
    {
      title: t('canteen.sharePercent'),
      key: 'split',
      responsive: ['md'],
      render: (_v, p) => (
        <span>
          {percent.format(p.company_share_percent)} %{' '}
          <span className="cr-muted cr-small">
            {t('canteen.split', { employee: naira(p.employee_share), company: naira(p.company_share) })}
          </span>
        </span>
      ),
    },
    {
      title: t('canteen.mealsPerDay'),
      dataIndex: 'meals_per_day',
      responsive: ['lg'],
      align: 'right',
    },
    {
      title: t('canteen.members'),
      dataIndex: 'employees_count',
      responsive: ['sm'],
      render: (count: number) => t('canteen.employeesCount', { count }),
    },
    {
      title: t('canteen.status'),
      dataIndex: 'active',
      responsive: ['md'],
      render: (active: boolean) =>
        active ? <Tag color="green">{t('canteen.active')}</Tag> : <Tag>{t('canteen.inactive')}</Tag>,
    },
  ];
  return (
    <ResourceListPage
      texts="mealPlan"
      testId="meal-plan"
      permissions={{ create: 'manage canteen', edit: 'manage canteen', delete: 'manage canteen' }}
      links={{ create: paths.createPlan, edit: paths.editPlan }}
      query={plansQuery}
      name={{ field: 'name' }}
      columns={columns}
      remove={{ one: (row) => remove.mutateAsync(row.id) }}
    />
  );
}
