import { useParams } from '@tanstack/react-router';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type CompanyRemittance } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { FactGrid, RecordViewBody } from '../../../../platform/ui/record-view.tsx';
import { useFigureText } from '../../packages/money-text.ts';
import { remittanceQuery } from '../api.ts';
import { adminRemittanceScreens } from '../statutory.routes.tsx';
import { RemittanceTags } from '../components/remittance-tags.tsx';
import '../i18n-remittances.ts';
import '../statutory.css';

const { paths } = adminRemittanceScreens;

/** /admin/payroll/pay-package/settings/company-remittance/view/{id}: one remittance read-only. */
export default function RemittanceViewPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={remittanceQuery(id)} title={t('companyRemittance.viewTitle')} subtitle={(r) => r.name}>
      {(item) => <RemittanceView item={item} />}
    </RecordPage>
  );
}

function RemittanceView({ item }: { item: CompanyRemittance }) {
  const { t } = useTranslation();
  const figures = useFigureText();
  const manage = hasPermission(useCurrentUser(), 'manage salary settings');
  return (
    <RecordViewBody
      className="cr-panel-stack"
      testId="remittance-view"
      title={<RemittanceTags item={item} />}
      edit={manage && { ...paths.edit(item.id), label: t('words.edit') }}
      facts={
        <>
          <FactGrid
            items={[
              { key: 'name', label: t('companyRemittance.name'), children: item.name },
              { key: 'code', label: t('companyRemittance.code'), children: <code>{item.code}</code> },
              { key: 'rate', label: t('companyRemittance.rate'), children: figures.percent(item.rate) },
              {
                key: 'base',
                label: t('companyRemittance.base'),
                children: t(`companyRemittance.base.${item.base}`),
              },
              { key: 'staff', label: t('companyRemittance.minHeadcount'), children: item.min_headcount },
              {
                key: 'kind',
                label: t('companyRemittance.kind'),
                children: item.is_statutory
                  ? t('companyRemittance.statutory')
                  : t('companyRemittance.custom'),
              },
            ]}
          />
          {/* What the law fixes is a sentence: under the facts, not squeezing them into a narrow column. */}
          {item.is_statutory ? (
            <Alert
              type="info"
              showIcon
              title={t('companyRemittance.statutoryHint')}
              className="cr-statutory-view-note"
              data-testid="remittance-view-statutory"
            />
          ) : null}
        </>
      }
      back={{ ...paths.list, label: t('companyRemittance.backToList'), testId: 'remittance-view-back' }}
    />
  );
}
