import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { LeaveTypeForm } from '../components/leave-type-form.tsx';
import '../../../../platform/approvers/approvers.css';
import '../i18n.ts';

export default function LeaveTypeCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        back
        title={t('leaveSettings.createTypeTitle')}
        subtitle={t('leaveSettings.typesSubtitle')}
      />
      <LeaveTypeForm />
    </>
  );
}
