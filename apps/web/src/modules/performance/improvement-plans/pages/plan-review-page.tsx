import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PlansTable } from '../components/plans-table.tsx';
import '../i18n.ts';
import '../../trainings/i18n.ts';
import '../../trainings/trainings.css';

/** …/training/manage-performance-improvement: approved plans, where HR sets each review's outcome. */
export default function PlanReviewPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('training.reviewDesk')} subtitle={t('training.reviewDeskHint')} />
      <PlansTable mine={false} review />
    </>
  );
}
