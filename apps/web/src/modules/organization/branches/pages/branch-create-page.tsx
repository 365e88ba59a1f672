import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { BranchForm } from '../components/branch-form.tsx';
import '../i18n.ts';

export default function BranchCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('branch.createTitle')} />
      <BranchForm />
    </>
  );
}
