import { useParams } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Allowance, AllowanceHolder } from '@clockroom/contracts';
import { Naira } from '../../../../platform/ui/money.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { HoldersPanel } from '../components/holders-panel.tsx';
import { RecordFacts } from '../components/record-facts.tsx';
import { adminAllowanceScreens } from '../allowances.routes.tsx';
import { allowanceQuery } from '../api.ts';
import { monthText } from '../month-text.ts';
import '../i18n.ts';
import '../allowances.css';

const { paths } = adminAllowanceScreens;

/** /admin/payroll/pay-package/settings/allowance/view/{id}: the allowance and who holds it when. */
export default function AllowanceViewPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={allowanceQuery(id)} title={t('allowance.viewTitle')} subtitle={(r) => r.name}>
      {(allowance) => <AllowanceView allowance={allowance} />}
    </RecordPage>
  );
}

function AllowanceView({ allowance: a }: { allowance: Allowance }) {
  const { t } = useTranslation();
  const yesNo = (v: boolean) => t(v ? 'allowance.yes' : 'allowance.no');
  const period: TableColumnsType<AllowanceHolder> = [
    {
      title: t('allowance.period'),
      key: 'months',
      render: (_v, h) =>
        `${monthText(h.from_month)} – ${h.to_month ? monthText(h.to_month) : t('allowance.openEnded')}`,
    },
  ];
  return (
    <RecordFacts
      testId="allowance-view"
      links={{ list: paths.list, edit: paths.edit(a.id) }}
      facts={[
        { label: t('allowance.name'), value: a.name, testId: 'allowance-view-name' },
        { label: t('allowance.code'), value: a.code },
        {
          label: t('allowance.amount'),
          value: <Naira value={a.amount} />,
          testId: 'allowance-view-amount',
        },
        { label: t('allowance.description'), value: a.description || t('allowance.noDescription') },
        { label: t('allowance.taxable'), value: yesNo(a.is_taxable) },
        { label: t('allowance.pensionable'), value: yesNo(a.is_pensionable) },
        { label: t('allowance.claimable'), value: yesNo(a.claimable) },
        { label: t('allowance.active'), value: yesNo(a.active) },
      ]}
    >
      <HoldersPanel
        title={t('allowance.holders')}
        holders={a.employees ?? []}
        amount={a.amount}
        afterAmount={period}
        emptyText={t('allowance.noHolders')}
        testId="allowance-view-holders"
      />
    </RecordFacts>
  );
}
