import { useTranslation } from 'react-i18next';
import { ApproverAssignment } from '../components/approver-assignment.tsx';
import { GroupRecordPage } from '../components/group-record-page.tsx';
import '../approvers.css';
import '../i18n.ts';

export default function ApproverAssignPage() {
  const { t } = useTranslation();
  return (
    <GroupRecordPage title={t('approvers.assignTitle')}>
      {(group) => <ApproverAssignment key={group.id} group={group} />}
    </GroupRecordPage>
  );
}
