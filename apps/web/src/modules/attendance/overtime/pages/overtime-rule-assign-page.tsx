import { overtimeRuleKind, SettingsAssignPage } from './settings-kinds.tsx';
import '../i18n.ts';
import '../overtime.css';

/** /admin/attendance/overtime/settings/overtime-rule/assign-employee/{id} */
export default function OvertimeRuleAssignPage() {
  return <SettingsAssignPage kind={overtimeRuleKind} />;
}
