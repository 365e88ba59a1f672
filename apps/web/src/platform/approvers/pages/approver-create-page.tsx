import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header.tsx';
import { ApproverForm } from '../components/approver-form.tsx';
import { useApproverScreens } from '../use-approver-screens.ts';
import '../approvers.css';
import '../i18n.ts';

export default function ApproverCreatePage() {
  const { t } = useTranslation();
  const { subject } = useApproverScreens();
  return (
    <>
      <PageHeader back title={t('approvers.createTitle')} subtitle={t(subject)} />
      <ApproverForm />
    </>
  );
}
