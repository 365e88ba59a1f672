import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkRate } from '@clockroom/contracts';
import { SettingsList } from '../components/settings-list.tsx';
import { workRatesQuery } from '../settings-api.ts';
import { workRateKind } from './settings-kinds.tsx';
import { WorkRateBase } from '../components/work-rate-base.tsx';
import '../i18n.ts';
import '../overtime.css';

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
  return <SettingsList {...workRateKind} query={workRatesQuery} columns={columns} />;
}
