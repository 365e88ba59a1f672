import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { payBreakdownQuery } from '../api.ts';
import { PayBreakdownForm } from '../components/pay-breakdown-form.tsx';
import '../i18n.ts';
import '../breakdowns.css';

/** /admin/payroll/pay-package/settings/pay-breakdown/edit/{id} */
export default function PayBreakdownEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={payBreakdownQuery(id)}
      title={t('payBreakdown.editTitle')}
      subtitle={(r) => r.allowance_name}
    >
      {(record) => <PayBreakdownForm key={record.id} record={record} />}
    </RecordPage>
  );
}
