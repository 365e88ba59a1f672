import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CategoryApproverForm } from '../components/category-approver-form.tsx';
import { useCategoryApproverScreens } from '../use-category-approver-screens.ts';
import '../../../approvers/approvers.css';
import '../i18n.ts';

export default function CategoryApproverCreatePage() {
  const { t } = useTranslation();
  const { text } = useCategoryApproverScreens();
  return (
    <>
      <PageHeader back title={t(text('createTitle'))} subtitle={t(text('subtitle'))} />
      <CategoryApproverForm />
    </>
  );
}
