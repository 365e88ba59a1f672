import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { ExtraAllowanceForm } from '../components/extra-allowance-form.tsx';
import { extraQuery } from '../api.ts';
import '../i18n.ts';
import '../allowances.css';

/** /admin/payroll/pay-package/settings/extra-allowance/edit/{id} */
export default function ExtraAllowanceEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={extraQuery(id)} title={t('extraAllowance.editTitle')} subtitle={(r) => r.name}>
      {(record) => <ExtraAllowanceForm key={record.id} record={record} />}
    </RecordPage>
  );
}
