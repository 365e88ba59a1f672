import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { TypeForm } from '../components/type-form.tsx';
import { typeQuery } from '../api.ts';
import '../i18n.ts';
import '../benefit-deduction.css';

/** /admin/payroll/benefit-deduction/settings/benefit-deduction-type/edit/{id} */
export default function TypeEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={typeQuery(id)} title={t('benefitDeductionType.editTitle')} subtitle={(r) => r.name}>
      {(record) => <TypeForm key={record.id} record={record} />}
    </RecordPage>
  );
}
