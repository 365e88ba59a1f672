import { useTranslation } from 'react-i18next';
import { CategoryApproverForm } from '../components/category-approver-form.tsx';
import { CategoryApproverRecord } from '../components/category-approver-record.tsx';
import { useCategoryApproverScreens } from '../use-category-approver-screens.ts';
import '../../../approvers/approvers.css';
import '../i18n.ts';

/** Loads the list, derives its category from the filled list, saves and returns to the list (spec 2 §4). */
export default function CategoryApproverEditPage() {
  const { t } = useTranslation();
  const { text } = useCategoryApproverScreens();
  return (
    <CategoryApproverRecord title={t(text('editTitle'))}>
      {(group) => <CategoryApproverForm key={group.id} group={group} />}
    </CategoryApproverRecord>
  );
}
