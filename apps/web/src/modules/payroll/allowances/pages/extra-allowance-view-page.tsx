import { useParams } from '@tanstack/react-router';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExtraAllowance, ExtraAllowanceEmployee } from '@clockroom/contracts';
import { Naira } from '../../../../platform/ui/money.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { HoldersPanel } from '../components/holders-panel.tsx';
import { RecordFacts } from '../components/record-facts.tsx';
import { adminExtraAllowanceScreens } from '../allowances.routes.tsx';
import { extraQuery } from '../api.ts';
import { monthText } from '../month-text.ts';
import '../i18n.ts';
import '../allowances.css';

const { paths } = adminExtraAllowanceScreens;

/** /admin/payroll/pay-package/settings/extra-allowance/view/{id}: the extra, its months and payees. */
export default function ExtraAllowanceViewPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={extraQuery(id)} title={t('extraAllowance.viewTitle')} subtitle={(r) => r.name}>
      {(extra) => <ExtraView extra={extra} />}
    </RecordPage>
  );
}

function ExtraView({ extra: x }: { extra: ExtraAllowance }) {
  const { t } = useTranslation();
  const yesNo = (v: boolean) => t(v ? 'allowance.yes' : 'allowance.no');
  const department: TableColumnsType<ExtraAllowanceEmployee> = [
    { title: t('allowance.department'), dataIndex: 'department', responsive: ['lg'] },
  ];
  return (
    <RecordFacts
      testId="extra-allowance-view"
      links={{ list: paths.list, edit: paths.edit(x.id) }}
      facts={[
        { label: t('allowance.name'), value: x.name, testId: 'extra-allowance-view-name' },
        { label: t('extraAllowance.recurrence'), value: t(`extraAllowance.${x.recurrence}`) },
        { label: t('extraAllowance.amount'), value: <Naira value={x.amount} /> },
        {
          label: t('extraAllowance.months'),
          value: (
            <span className="cr-allowance-tags">
              {x.months.map((m) => (
                <Tag key={m}>{monthText(m)}</Tag>
              ))}
            </span>
          ),
          testId: 'extra-allowance-view-months',
        },
        { label: t('allowance.description'), value: x.description || t('allowance.noDescription') },
        { label: t('allowance.taxable'), value: yesNo(x.is_taxable) },
        { label: t('allowance.pensionable'), value: yesNo(x.is_pensionable) },
      ]}
    >
      <HoldersPanel
        title={t('extraAllowance.employees')}
        holders={x.employees ?? []}
        amount={x.amount}
        beforeAmount={department}
        testId="extra-allowance-view-employees"
      />
    </RecordFacts>
  );
}
