import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { AllowanceForm } from '../components/allowance-form.tsx';
import { allowanceQuery } from '../api.ts';
import '../i18n.ts';
import '../allowances.css';

/** /admin/payroll/pay-package/settings/allowance/edit/{id} */
export default function AllowanceEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={allowanceQuery(id)} title={t('allowance.editTitle')} subtitle={(r) => r.name}>
      {(record) => <AllowanceForm key={record.id} record={record} />}
    </RecordPage>
  );
}
