import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { RecordForm } from '../components/record-form.tsx';
import { recordQuery } from '../api.ts';
import '../i18n.ts';
import '../benefit-deduction.css';

/** /admin/payroll/benefit-deduction/edit/{id}: a pending record. */
export default function RecordEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={recordQuery(id)}
      title={t('benefitDeduction.editTitle')}
      subtitle={(r) => `${r.type_name} · ${r.employee_name}`}
    >
      {(record) => <RecordForm key={record.id} record={record} />}
    </RecordPage>
  );
}
