import { useTranslation } from 'react-i18next';
import type { AttendanceDashboard } from '@clockroom/contracts';
import { DateTimeText } from '../../../../platform/ui/date-time-text.tsx';
import { HrefLink } from '../../../../platform/ui/href-link.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';

/** The devices that have not called in lately (ADR 26's online rule), the longest silent first. */
export function OfflineDevicesPanel({ devices }: { devices: AttendanceDashboard['devices'] }) {
  const { t } = useTranslation();
  const more = devices.offline - devices.offline_devices.length;
  const empty = devices.total === 0 ? t('attendanceDashboard.noDevices') : t('attendanceDashboard.allOnline');
  return (
    <Panel
      title={t('attendanceDashboard.devices')}
      extra={
        <span className="cr-attd-devices-extra">
          <span className="cr-muted cr-small" data-testid="attendance-dash-device-counts">
            {t('attendanceDashboard.deviceCounts', { online: devices.online, total: devices.total })}
          </span>
          <HrefLink href="/admin/attendance/devices">{t('attendanceDashboard.allDevices')}</HrefLink>
        </span>
      }
      testId="attendance-dash-devices"
    >
      {devices.offline_devices.length === 0 ? (
        <p className="cr-muted cr-m0">{empty}</p>
      ) : (
        <ul className="cr-plain-list cr-attd-devices">
          {devices.offline_devices.map((d) => (
            <li key={d.id} data-testid="attendance-dash-offline-device">
              <span className="cr-attd-device">
                <span className="cr-attd-dot" aria-hidden="true" />
                <span>
                  <span className="cr-attd-name">{d.name}</span>
                  <span className="cr-muted cr-small">
                    {d.serial_number} · {d.branch_name ?? t('attendanceDashboard.noBranch')}
                  </span>
                </span>
              </span>
              <span className="cr-attd-when cr-small">
                <DateTimeText value={d.last_contact_at} empty={t('attendanceDashboard.neverContacted')} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? (
        <p className="cr-muted cr-small cr-m0">{t('attendanceDashboard.more', { count: more })}</p>
      ) : null}
    </Panel>
  );
}
