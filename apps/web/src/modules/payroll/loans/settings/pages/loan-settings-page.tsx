import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Col, Row, Typography } from 'antd';
import { AuditOutlined, BankOutlined, ProfileOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../../platform/ui/panel.tsx';
import { loanSettingsScreens } from '../settings.routes.tsx';
import '../i18n.ts';
import '../loan-settings.css';

const { paths } = loanSettingsScreens;

/** The approver groups' screens are the shared ones (payroll's approver-settings.routes.tsx). */
const AREAS: readonly { key: string; to: string; icon: ReactNode }[] = [
  { key: 'types', to: paths.types.to, icon: <ProfileOutlined /> },
  { key: 'caps', to: paths.caps.to, icon: <BankOutlined /> },
  { key: 'approvals', to: paths.approverList.to, icon: <AuditOutlined /> },
  { key: 'approvers', to: '/admin/payroll/loan/settings/approvers', icon: <TeamOutlined /> },
];

/** /admin/payroll/loan/settings (spec 3 §2, content not shown): one card per settings area. */
export default function LoanSettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('loanSettings.title')} subtitle={t('loanSettings.subtitle')} />
      <Row gutter={[16, 16]}>
        {AREAS.map((area) => (
          <Col xs={24} md={12} xl={8} key={area.key}>
            <Panel
              className="cr-loan-settings-card"
              testId={`loan-settings-${area.key}`}
              title={
                <>
                  {area.icon} {t(`loanSettings.${area.key}`)}
                </>
              }
            >
              <Typography.Paragraph type="secondary">
                {t(`loanSettings.${area.key}Text`)}
              </Typography.Paragraph>
              <Link to={area.to} data-testid={`loan-settings-open-${area.key}`}>
                <Button tabIndex={-1}>{t('loanSettings.open')}</Button>
              </Link>
            </Panel>
          </Col>
        ))}
      </Row>
    </>
  );
}
