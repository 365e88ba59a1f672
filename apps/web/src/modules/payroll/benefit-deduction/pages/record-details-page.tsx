import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { RecordDetails } from '../components/record-details.tsx';
import { benefitDeductionScreens } from '../benefit-deduction.routes.tsx';
import { recordQuery } from '../api.ts';
import '../i18n.ts';
import '../benefit-deduction.css';

/** /admin/payroll/benefit-deduction/view-details/{id}: the record, its approval and the months paid. */
export default function RecordDetailsPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={recordQuery(id)}
      title={t('benefitDeduction.detailsTitle')}
      subtitle={(r) => `${r.type_name} · ${r.employee_name}`}
    >
      {(record) => <RecordDetails record={record} back={benefitDeductionScreens.paths.list} />}
    </RecordPage>
  );
}
