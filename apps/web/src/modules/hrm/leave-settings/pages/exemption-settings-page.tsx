import { TeamOutlined } from '@ant-design/icons';
import { SettingsHub } from '../components/settings-hub.tsx';
import { EXEMPTION_APPROVER_SCREENS } from '../screens.ts';

/** /admin/hrm/exemption/settings: the exemption approval settings (spec 2 §2 "Exemptions area: settings"). */
export default function ExemptionSettingsPage() {
  return (
    <SettingsHub
      title="leaveSettings.exemptionHubTitle"
      subtitle="leaveSettings.exemptionHubSubtitle"
      links={[
        {
          to: EXEMPTION_APPROVER_SCREENS.list,
          icon: <TeamOutlined />,
          title: 'leaveSettings.manageExemptionApprovers',
          help: 'leaveSettings.manageExemptionApproversHelp',
          testId: 'exemption-settings-approvers',
        },
      ]}
    />
  );
}
