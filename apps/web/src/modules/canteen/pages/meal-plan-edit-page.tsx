import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../platform/ui/record-page.tsx';
import { MealPlanForm } from '../components/meal-plan-form.tsx';
import { planQuery } from '../api.ts';
import '../i18n.ts';
import '../canteen.css';

/** /admin/canteen/meal-plans/edit/{id} */
export default function MealPlanEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={planQuery(id)} title={t('canteen.editPlanTitle')} subtitle={(r) => r.name}>
      {(record) => <MealPlanForm key={record.id} record={record} />}
    </RecordPage>
  );
}
