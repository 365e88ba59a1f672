import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission, type PayBreakdown } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { FactGrid, RecordViewBody } from '../../../../platform/ui/record-view.tsx';
import { payBreakdownQuery } from '../api.ts';
import { adminBreakdownScreens } from '../breakdowns.routes.tsx';
import { RuleText } from '../components/rule-text.tsx';
import '../i18n.ts';
import '../breakdowns.css';

const { paths } = adminBreakdownScreens;

/** /admin/payroll/pay-package/settings/pay-breakdown/view/{id}: one item read-only. */
export default function PayBreakdownViewPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={payBreakdownQuery(id)}
      title={t('payBreakdown.viewTitle')}
      subtitle={(r) => r.allowance_name}
    >
      {(item) => <PayBreakdownView item={item} />}
    </RecordPage>
  );
}

function PayBreakdownView({ item }: { item: PayBreakdown }) {
  const { t } = useTranslation();
  const manage = hasPermission(useCurrentUser(), 'manage salary settings');
  const yesNo = (flag: boolean) => (flag ? t('words.yes') : t('words.no'));
  return (
    <RecordViewBody
      className="cr-panel-stack"
      testId="pay-breakdown-view"
      edit={manage && { ...paths.edit(item.id), label: t('words.edit') }}
      facts={
        <FactGrid
          items={[
            { key: 'name', label: t('payBreakdown.name'), children: item.allowance_name },
            { key: 'code', label: t('payBreakdown.code'), children: <code>{item.code}</code> },
            {
              key: 'type',
              label: t('payBreakdown.componentType'),
              children: t(`payBreakdown.type.${item.component_type}`),
            },
            {
              key: 'calculation',
              label: t('payBreakdown.calculationType'),
              children: t(`payBreakdown.calc.${item.calculation_type}`),
            },
            {
              key: 'rule',
              label: t('payBreakdown.rule'),
              children: <RuleText item={item} />,
              span: item.calculation_type === 'formula' ? 'filled' : 1,
            },
            {
              key: 'pensionable',
              label: t('payBreakdown.isPensionable'),
              children: yesNo(item.is_pensionable),
            },
            { key: 'taxable', label: t('payBreakdown.isTaxable'), children: yesNo(item.is_taxable) },
            { key: 'position', label: t('payBreakdown.position'), children: item.position },
          ]}
        />
      }
      back={{ ...paths.list, label: t('payBreakdown.backToList'), testId: 'pay-breakdown-view-back' }}
    />
  );
}
