import { useLocation, useParams } from '@tanstack/react-router';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, hasPermission, LEAVE_MESSAGES as M } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { leaveQuery } from '../api.ts';
import { LeaveForm } from '../components/leave-form.tsx';
import { LeaveStatusTag } from '../components/leave-status-tag.tsx';
import { leaveViewOf } from '../paths.ts';
import '../i18n.ts';
import '../leave.css';

/** /{view}/hrm/leave/edit/{id}: only a pending request can be changed (its approval restarts, ADR 23). */
export default function LeaveEditPage() {
  const { t } = useTranslation();
  const view = leaveViewOf(useLocation().pathname);
  const user = useCurrentUser();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={leaveQuery(id)}
      title={t('leave.editTitle')}
      subtitle={(r) => (
        <>
          {r.employee_name} · {r.leave_type_name} · {formatDate(r.start_date)} – {formatDate(r.end_date)}{' '}
          <LeaveStatusTag status={r.status} />
        </>
      )}
    >
      {(record) =>
        record.can_edit ? (
          <LeaveForm
            key={record.id}
            view={view}
            record={record}
            chooseEmployee={
              view === 'admin' && record.employee_id !== user.employee.id && hasPermission(user, 'edit leave')
            }
          />
        ) : (
          <Alert type="info" showIcon title={t(M.onlyPendingEdited)} data-testid="leave-not-editable" />
        )
      }
    </RecordPage>
  );
}
