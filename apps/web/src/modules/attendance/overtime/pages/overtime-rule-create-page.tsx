import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { OvertimeRuleForm } from '../components/overtime-rule-form.tsx';
import '../i18n.ts';
import '../overtime.css';

/** /admin/attendance/overtime/settings/overtime-rule/create */
export default function OvertimeRuleCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('overtimeRule.createTitle')} subtitle={t('overtimeRule.subtitle')} />
      <OvertimeRuleForm />
    </>
  );
}
