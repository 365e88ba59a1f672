import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { WorkRateForm } from '../components/work-rate-form.tsx';
import { workRateQuery } from '../settings-api.ts';
import '../i18n.ts';
import '../overtime.css';

/** /admin/attendance/overtime/settings/work-rate/edit/{id} */
export default function WorkRateEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={workRateQuery(id)} title={t('workRate.editTitle')} subtitle={(r) => r.group_name}>
      {(record) => <WorkRateForm key={record.id} record={record} />}
    </RecordPage>
  );
}
