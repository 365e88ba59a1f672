import { TeamOutlined, CalendarOutlined } from '@ant-design/icons';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { SettingsHub, type HubLink } from '../components/settings-hub.tsx';
import { adminLeaveScreens } from '../../leave/leave.routes.tsx';
import { leaveSettingsScreens } from '../leave-settings.routes.tsx';
import { LEAVE_APPROVER_SCREENS } from '../screens.ts';

/** /admin/hrm/leave/settings: the links a user may follow. */
export default function LeaveSettingsPage() {
  const user = useCurrentUser();
  const links: HubLink[] = [];
  if (hasPermission(user, 'view leaves') || hasPermission(user, 'manage leave types')) {
    links.push({
      to: leaveSettingsScreens.paths.typeList.to,
      icon: <CalendarOutlined />,
      title: 'leaveSettings.manageTypes',
      help: 'leaveSettings.manageTypesHelp',
      testId: 'leave-settings-types',
    });
  }
  if (hasPermission(user, 'manage leave approvers')) {
    links.push({
      to: LEAVE_APPROVER_SCREENS.list,
      icon: <TeamOutlined />,
      title: 'leaveSettings.manageApprovers',
      help: 'leaveSettings.manageApproversHelp',
      testId: 'leave-settings-approvers',
    });
  }
  return (
    <SettingsHub
      title="leaveSettings.hubTitle"
      subtitle="leaveSettings.hubSubtitle"
      links={links}
      back={{ to: adminLeaveScreens.paths.all.to, label: 'leaveSettings.backToLeaves' }}
    />
  );
}
