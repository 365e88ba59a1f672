import { useTranslation } from 'react-i18next';
import { ApproverForm } from '../components/approver-form.tsx';
import { GroupRecordPage } from '../components/group-record-page.tsx';
import '../approvers.css';
import '../i18n.ts';

export default function ApproverEditPage() {
  const { t } = useTranslation();
  return (
    <GroupRecordPage title={t('approvers.editTitle')}>
      {(group) => <ApproverForm key={group.id} group={group} />}
    </GroupRecordPage>
  );
}
