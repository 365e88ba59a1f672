import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkRate } from '@clockroom/contracts';
import { SettingsList } from '../components/settings-list.tsx';
import { adminOvertimeScreens } from '../overtime.routes.tsx';
import { deleteMutation, refreshSettings, workRateCalls, workRatesQuery } from '../settings-api.ts';
import { WorkRateBase } from '../components/work-rate-base.tsx';
import '../i18n.ts';
import '../overtime.css';

const { paths } = adminOvertimeScreens;

/** /admin/attendance/overtime/settings/work-rate (spec 3 §2 "Overtime settings"). */
export default function WorkRatesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    ...deleteMutation(workRateCalls),
    onSuccess: () => refreshSettings(workRateCalls)(queryClient),
  });
  const columns: TableColumnsType<WorkRate> = [
    { title: t('workRate.base'), key: 'base', render: (_v, row) => <WorkRateBase rate={row} /> },
    {
      title: t('workRate.monthsSet'),
      key: 'months',
      responsive: ['md'],
      render: (_v, row) => row.workrateables.length,
    },
    {
      title: t('overtime.employees'),
      dataIndex: 'employees_count',
      responsive: ['sm'],
      render: (count: number) => t('overtime.employeesCount', { count }),
    },
  ];
  return (
    <SettingsList
      texts="workRate"
      testId="work-rate"
      query={workRatesQuery}
      columns={columns}
      links={{
        create: paths.workRateCreate,
        view: paths.workRateView,
        edit: paths.workRateEdit,
        assign: paths.workRateAssign,
      }}
      remove={(id) => remove.mutateAsync(id)}
    />
  );
}
