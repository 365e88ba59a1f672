import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OvertimeRule } from '@clockroom/contracts';
import { RulePay } from '../components/rule-pay.tsx';
import { SettingsList } from '../components/settings-list.tsx';
import { overtimeRulesQuery } from '../settings-api.ts';
import { overtimeRuleKind } from './settings-kinds.tsx';
import '../i18n.ts';
import '../overtime.css';

/** /admin/attendance/overtime/settings/overtime-rules (spec 3 §2 "Overtime settings"). */
export default function OvertimeRulesPage() {
  const { t } = useTranslation();
  const columns: TableColumnsType<OvertimeRule> = [
    {
      title: t('overtimeRule.workPeriod'),
      key: 'period',
      responsive: ['md'],
      render: (_v, row) =>
        row.use_work_shift ? (
          <Tag>{t('overtimeRule.fromShift')}</Tag>
        ) : (
          <span>
            {t(`overtimeRule.${row.work_type ?? 'duration'}`)} · {row.work_time?.slice(0, 5) ?? '—'}
          </span>
        ),
    },
    { title: t('overtimeRule.paymentType'), key: 'pay', render: (_v, row) => <RulePay rule={row} /> },
  ];
  return <SettingsList {...overtimeRuleKind} query={overtimeRulesQuery} columns={columns} />;
}
