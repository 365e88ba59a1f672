import { Link } from '@tanstack/react-router';
import { Button } from 'antd';
import { CalendarOutlined, PlusOutlined, SettingOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { shiftScreens } from '../shifts.routes.tsx';

/** The shift area's other screens, as buttons in a page header (links take the focus, not buttons). */
export function ShiftLinks({ create = false }: { create?: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const link = (to: string, label: string, icon: React.ReactNode, testId: string, primary = false) => (
    <Link to={to} key={to}>
      <Button tabIndex={-1} icon={icon} type={primary ? 'primary' : 'default'} data-testid={testId}>
        {label}
      </Button>
    </Link>
  );
  return (
    <>
      {link(shiftScreens.paths.roster.to, t('shifts.roster'), <TableOutlined />, 'shift-link-roster')}
      {link(
        shiftScreens.paths.calendar.to,
        t('shifts.calendar'),
        <CalendarOutlined />,
        'shift-link-calendar',
      )}
      {link(shiftScreens.paths.settings.to, t('shifts.settings'), <SettingOutlined />, 'shift-link-settings')}
      {create && hasPermission(user, 'create shift')
        ? link(shiftScreens.paths.create.to, t('shifts.new'), <PlusOutlined />, 'shift-create', true)
        : null}
    </>
  );
}
