import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { ExemptionForm } from '../components/exemption-form.tsx';
import { viewOf } from '../paths.ts';
import '../i18n.ts';
import '../exemptions.css';

/** /{view}/hrm/exemption/create: an employee for themselves; an admin may choose the employee. */
export default function ExemptionCreatePage() {
  const { t } = useTranslation();
  const view = viewOf(useLocation().pathname);
  const user = useCurrentUser();
  return (
    <>
      <PageHeader back title={t('exemption.createTitle')} />
      <ExemptionForm
        view={view}
        chooseEmployee={view === 'admin' && hasPermission(user, 'create exemption')}
      />
    </>
  );
}
