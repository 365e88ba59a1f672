import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../platform/ui/page-header.tsx';
import { MealPlanForm } from '../components/meal-plan-form.tsx';
import '../i18n.ts';
import '../canteen.css';

/** /admin/canteen/meal-plans/create */
export default function MealPlanCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('canteen.createPlanTitle')} subtitle={t('canteen.plansSubtitle')} />
      <MealPlanForm />
    </>
  );
}
