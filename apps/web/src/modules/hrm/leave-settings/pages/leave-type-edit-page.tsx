import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { leaveTypeQuery } from '../api.ts';
import { LeaveTypeForm } from '../components/leave-type-form.tsx';
import '../../../../platform/approvers/approvers.css';
import '../i18n.ts';

export default function LeaveTypeEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={leaveTypeQuery(id)}
      title={t('leaveSettings.editTypeTitle')}
      subtitle={(type) => type.leave_name}
    >
      {(type) => <LeaveTypeForm key={type.id} type={type} />}
    </RecordPage>
  );
}
