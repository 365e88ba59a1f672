import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { SettingsAssignment } from '../components/settings-assignment.tsx';
import { adminOvertimeScreens } from '../overtime.routes.tsx';
import { overtimeRuleCalls, overtimeRuleQuery } from '../settings-api.ts';
import '../i18n.ts';
import '../overtime.css';

/** /admin/attendance/overtime/settings/overtime-rule/assign-employee/{id} */
export default function OvertimeRuleAssignPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={overtimeRuleQuery(id)}
      title={t('overtimeRule.assignTitle')}
      subtitle={(r) => r.group_name}
    >
      {(record) => (
        <SettingsAssignment
          key={record.id}
          calls={overtimeRuleCalls}
          id={record.id}
          done={adminOvertimeScreens.paths.ruleView(record.id)}
          hint={t('overtimeRule.assignHint')}
          testId="overtime-rule-assign"
        />
      )}
    </RecordPage>
  );
}
