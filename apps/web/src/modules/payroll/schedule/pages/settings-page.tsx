import { Button } from 'antd';
import { CreditCardOutlined, HistoryOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { HrefLink, useIsScreen } from '../../../../platform/ui/href-link.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import '../i18n.ts';
import '../schedule.css';

/** Where the hub's entries live: payment history (issue 19) and the salary payment approvers (ADR 22). */
const LINKS = [
  {
    key: 'history',
    to: '/admin/payroll/salary-management/settings/upload-payment-history',
    icon: <HistoryOutlined />,
  },
  { key: 'approvers', to: '/admin/payroll/salary-management/settings/approvers', icon: <TeamOutlined /> },
  {
    key: 'paymentOptions',
    to: '/admin/payroll/salary-management/settings/payment-options',
    icon: <CreditCardOutlined />,
  },
] as const;

/** /admin/payroll/salary-management/settings (spec 3 §2): the salary management settings' hub. */
export default function SalarySettingsPage() {
  const { t } = useTranslation();
  // An entry whose screen is not in this build is left out rather than shown as a dead end.
  const isScreen = useIsScreen();
  const links = LINKS.filter((l) => isScreen(l.to));
  return (
    <>
      <PageHeader
        back
        title={t('salarySchedule.settingsTitle')}
        subtitle={t('salarySchedule.settingsSubtitle')}
      />
      {links.length === 0 ? <EmptyState /> : null}
      <div className="cr-schedule-hub">
        {links.map((l) => (
          <Panel
            key={l.key}
            title={
              <span>
                {l.icon} {t(`salarySchedule.${l.key}`)}
              </span>
            }
            testId={`salary-settings-${l.key}`}
          >
            <p className="cr-muted">{t(`salarySchedule.${l.key}Text`)}</p>
            <HrefLink href={l.to}>
              <Button tabIndex={-1} data-testid={`salary-settings-${l.key}-open`}>
                {t('salarySchedule.open')}
              </Button>
            </HrefLink>
          </Panel>
        ))}
      </div>
    </>
  );
}
