import { SettingsAssignPage, workRateKind } from './settings-kinds.tsx';
import '../i18n.ts';
import '../overtime.css';

/** /admin/attendance/overtime/settings/work-rate/assign-employee/{id} */
export default function WorkRateAssignPage() {
  return <SettingsAssignPage kind={workRateKind} />;
}
