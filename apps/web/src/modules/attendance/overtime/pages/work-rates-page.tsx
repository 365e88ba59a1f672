import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkRate } from '@clockroom/contracts';
import { SettingsList } from '../components/settings-list.tsx';
import { adminOvertimeScreens } from '../overtime.routes.tsx';
import { workRateCalls, workRatesQuery } from '../settings-api.ts';
import { WorkRateBase } from '../components/work-rate-base.tsx';
import '../i18n.ts';
import '../overtime.css';

const { paths } = adminOvertimeScreens;

/** /admin/attendance/overtime/settings/work-rate (spec 3 §2 "Overtime settings"). */
export default function WorkRatesPage() {
  const { t } = useTranslation();
  const columns: TableColumnsType<WorkRate> = [
    { title: t('workRate.base'), key: 'base', render: (_v, row) => <WorkRateBase rate={row} /> },
    {
      title: t('workRate.monthsSet'),
      key: 'months',
      responsive: ['md'],
      render: (_v, row) => row.workrateables.length,
    },
  ];
  return (
    <SettingsList
      texts="workRate"
      testId="work-rate"
      calls={workRateCalls}
      query={workRatesQuery}
      columns={columns}
      links={{
        create: paths.workRateCreate,
        view: paths.workRateView,
        edit: paths.workRateEdit,
        assign: paths.workRateAssign,
      }}
    />
  );
}
