import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { FunctionKeySwitch } from '../components/function-key-switch.tsx';
import '../shifts.css';
import '../i18n.ts';

const RULES = ['window', 'overnight', 'late', 'worked', 'absent'] as const;

/** /admin/attendance/workshift/settings/clock: how punches become a day, and the one switch that changes it. */
export default function ClockSettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('shiftSettings.clock')} subtitle={t('shiftSettings.clockHelp')} />
      <Panel testId="clock-settings">
        <FunctionKeySwitch />
      </Panel>
      <Panel className="cr-shift-gap" title={t('clock.rulesTitle')}>
        <ul className="cr-shift-rules">
          {RULES.map((r) => (
            <li key={r}>{t(`clock.rule.${r}`)}</li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
