import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../../platform/ui/record-page.tsx';
import { LoanTypeForm } from '../components/loan-type-form.tsx';
import { loanTypeQuery } from '../api.ts';
import '../i18n.ts';
import '../loan-settings.css';

/** /admin/payroll/loan/settings/loan-type/edit/{id} */
export default function LoanTypeEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={loanTypeQuery(id)} title={t('loanType.editTitle')} subtitle={(r) => r.name}>
      {(record) => <LoanTypeForm key={record.id} record={record} />}
    </RecordPage>
  );
}
