import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, hasPermission, type AttendanceDashboard } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DashboardFrame } from '../../../../platform/ui/dashboard/dashboard-frame.tsx';
import { type StatTone } from '../../../../platform/ui/dashboard/stat-tile.tsx';
import { StatTiles } from '../../../../platform/ui/dashboard/stat-tiles.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { attendanceDashboardQuery } from '../api.ts';
import { OfflineDevicesPanel } from '../components/offline-devices-panel.tsx';
import { TrendPanel } from '../components/trend-panel.tsx';
import { countLinks } from '../links.ts';
import '../i18n.ts';
import '../dashboard.css';

type Count = keyof AttendanceDashboard['counts'];
const TILES: readonly { key: Count; label: string; tone: StatTone }[] = [
  { key: 'expected', label: 'expected', tone: 'blue' },
  { key: 'present', label: 'present', tone: 'green' },
  { key: 'late', label: 'late', tone: 'orange' },
  { key: 'absent', label: 'absent', tone: 'red' },
  { key: 'on_leave', label: 'onLeave', tone: 'grey' },
  { key: 'not_clocked_out', label: 'notClockedOut', tone: 'orange' },
];

/** /admin/attendance/dashboard: today's attendance for the active branch, the trend and silent devices. */
export default function AttendanceDashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const dashboard = useQuery(attendanceDashboardQuery());
  const today = dashboard.data?.today;
  const header = (
    <PageHeader
      title={t('attendanceDashboard.title')}
      subtitle={today ? t('attendanceDashboard.subtitle', { today: formatDate(today) }) : undefined}
    />
  );
  return (
    <DashboardFrame header={header} query={dashboard} testId="attendance-dashboard">
      {(d) => {
        const links = countLinks(d.today);
        // Who is away is the HR dashboard's list, for those who may see leave.
        if (!hasPermission(user, 'view leaves')) delete links.on_leave;
        return (
          <>
            <StatTiles
              tiles={TILES.map((tile) => [
                t(`attendanceDashboard.${tile.label}`),
                d.counts[tile.key],
                tile.tone,
                `attendance-stat-${tile.key.replace(/_/g, '-')}`,
                links[tile.key],
              ])}
            />
            <div className="cr-dash-grid">
              <TrendPanel trend={d.trend} />
              <OfflineDevicesPanel devices={d.devices} />
            </div>
          </>
        );
      }}
    </DashboardFrame>
  );
}
