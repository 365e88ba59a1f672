import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { LeaveForm } from '../components/leave-form.tsx';
import { leaveViewOf } from '../paths.ts';
import '../i18n.ts';
import '../leave.css';

/** /{view}/hrm/leave/create: an employee for themselves; an HR officer chooses the employee. */
export default function LeaveCreatePage() {
  const { t } = useTranslation();
  const view = leaveViewOf(useLocation().pathname);
  const user = useCurrentUser();
  return (
    <>
      <PageHeader back title={t('leave.createTitle')} />
      <LeaveForm view={view} chooseEmployee={view === 'admin' && hasPermission(user, 'create leave')} />
    </>
  );
}
