import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { adminTrainingScreens, essTrainingScreens } from '../../trainings/training.routes.tsx';
import { useActiveView } from '../../../../platform/routing/use-active-view.ts';
import { PlansTable } from '../components/plans-table.tsx';
import '../i18n.ts';
import '../../trainings/trainings.css';

/** …/training/performance-improvement-plan: every plan (admin), or mine and those I review (ESS). */
export default function PlansPage() {
  const { t } = useTranslation();
  const ess = useActiveView() === 'ess';
  const create = hasPermission(useCurrentUser(), 'create training');
  const to = ess ? essTrainingScreens.paths.createPlan : adminTrainingScreens.paths.createPlan;
  return (
    <>
      <PageHeader
        title={t(ess ? 'plan.myTitle' : 'plan.title')}
        subtitle={t(ess ? 'plan.mySubtitle' : 'plan.subtitle')}
        extra={create ? <CreateLink {...to} label={t('plan.create')} testId="plan-create" /> : null}
      />
      <PlansTable mine={ess} />
    </>
  );
}
