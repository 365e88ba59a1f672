import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../../platform/ui/record-page.tsx';
import { RefundForm } from '../components/refund-form.tsx';
import { refundQuery } from '../api.ts';
import '../i18n.ts';
import '../repayments.css';

/** /admin/payroll/loan/loan-refund/edit/{id} */
export default function RefundEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={refundQuery(id)} title={t('loanRepay.editRefund')} subtitle={(r) => r.employee_name}>
      {(record) => <RefundForm key={record.id} record={record} />}
    </RecordPage>
  );
}
