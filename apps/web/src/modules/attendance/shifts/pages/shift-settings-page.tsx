import { Link } from '@tanstack/react-router';
import { ClockCircleOutlined, KeyOutlined, TagsOutlined, ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { shiftScreens } from '../shifts.routes.tsx';
import '../shifts.css';
import '../i18n.ts';

/** /admin/attendance/workshift/settings: the shift settings the user may open. */
export default function ShiftSettingsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const links = [
    {
      to: shiftScreens.paths.shiftTypes.to,
      icon: <TagsOutlined />,
      key: 'types',
      show: hasPermission(user, 'view shifts'),
    },
    {
      to: shiftScreens.paths.clock.to,
      icon: <ClockCircleOutlined />,
      key: 'clock',
      show: hasPermission(user, 'manage attendance settings'),
    },
    {
      to: shiftScreens.paths.clockOptions.to,
      icon: <KeyOutlined />,
      key: 'clockOptions',
      show: hasPermission(user, 'manage attendance settings'),
    },
  ].filter((l) => l.show);
  return (
    <>
      <PageHeader title={t('shiftSettings.title')} subtitle={t('shiftSettings.subtitle')} />
      <nav className="cr-shift-hub" aria-label={t('shiftSettings.title')}>
        {links.map((l) => (
          <Link key={l.key} to={l.to} className="cr-shift-hub-item" data-testid={`shift-settings-${l.key}`}>
            <span className="cr-shift-hub-icon" aria-hidden>
              {l.icon}
            </span>
            <span>
              <span className="cr-shift-hub-title">{t(`shiftSettings.${l.key}`)}</span>
              <span className="cr-muted">{t(`shiftSettings.${l.key}Help`)}</span>
            </span>
          </Link>
        ))}
      </nav>
      <p style={{ marginTop: 16 }}>
        <Link {...shiftScreens.paths.list} data-testid="shift-settings-back">
          <ArrowLeftOutlined /> {t('shiftSettings.back')}
        </Link>
      </p>
    </>
  );
}
