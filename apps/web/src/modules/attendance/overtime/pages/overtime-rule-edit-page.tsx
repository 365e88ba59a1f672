import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { OvertimeRuleForm } from '../components/overtime-rule-form.tsx';
import { overtimeRuleQuery } from '../settings-api.ts';
import '../i18n.ts';
import '../overtime.css';

/** /admin/attendance/overtime/settings/overtime-rule/edit/{id} */
export default function OvertimeRuleEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={overtimeRuleQuery(id)}
      title={t('overtimeRule.editTitle')}
      subtitle={(r) => r.group_name}
    >
      {(record) => <OvertimeRuleForm key={record.id} record={record} />}
    </RecordPage>
  );
}
