import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Col, Row, Typography } from 'antd';
import { EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { MobileClockTabs } from '../components/mobile-clock-tabs.tsx';
import { adminMobileClockScreens } from '../mobile-clocks.routes.tsx';
import '../i18n.ts';
import '../mobile-clocks.css';

/** The approver screens are the shared kit's, whose addresses are built at run time: a plain string. */
const AREAS: readonly { key: 'locations' | 'approvers'; to: string; icon: ReactNode }[] = [
  { key: 'locations', to: adminMobileClockScreens.paths.locations.to, icon: <EnvironmentOutlined /> },
  { key: 'approvers', to: '/admin/attendance/mobile-clocks/settings/approvers', icon: <TeamOutlined /> },
];

/** /admin/attendance/mobile-clocks/settings: the two things to set up, locations and approvers. */
export default function MobileClockSettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('mobileClock.settingsTitle')} subtitle={t('mobileClock.settingsSubtitle')} />
      <MobileClockTabs view="admin" active="settings" />
      <Row gutter={[16, 16]}>
        {AREAS.map((area) => (
          <Col xs={24} md={12} key={area.key}>
            <Panel
              className="cr-mobile-clock-settings-card"
              testId={`mobile-clock-settings-${area.key}`}
              title={
                <>
                  {area.icon} {t(`mobileClock.settings.${area.key}`)}
                </>
              }
            >
              <Typography.Paragraph type="secondary">
                {t(`mobileClock.settings.${area.key}Text`)}
              </Typography.Paragraph>
              <Link to={area.to}>
                <Button tabIndex={-1}>{t('mobileClock.settings.open')}</Button>
              </Link>
            </Panel>
          </Col>
        ))}
      </Row>
    </>
  );
}
