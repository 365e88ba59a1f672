import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { remittanceQuery } from '../api.ts';
import { RemittanceForm } from '../components/remittance-form.tsx';
import '../i18n-remittances.ts';
import '../statutory.css';

/** /admin/payroll/pay-package/settings/company-remittance/edit/{id} */
export default function RemittanceEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={remittanceQuery(id)} title={t('companyRemittance.editTitle')} subtitle={(r) => r.name}>
      {(record) => <RemittanceForm key={record.id} record={record} />}
    </RecordPage>
  );
}
