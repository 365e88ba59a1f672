import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { SettingsAssignment } from '../components/settings-assignment.tsx';
import { adminOvertimeScreens } from '../overtime.routes.tsx';
import { workRateCalls, workRateQuery } from '../settings-api.ts';
import '../i18n.ts';
import '../overtime.css';

/** /admin/attendance/overtime/settings/work-rate/assign-employee/{id} */
export default function WorkRateAssignPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={workRateQuery(id)} title={t('workRate.assignTitle')} subtitle={(r) => r.group_name}>
      {(record) => (
        <SettingsAssignment
          key={record.id}
          calls={workRateCalls}
          id={record.id}
          done={adminOvertimeScreens.paths.workRateView(record.id)}
          hint={t('workRate.assignHint')}
          testId="work-rate-assign"
        />
      )}
    </RecordPage>
  );
}
