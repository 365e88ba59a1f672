import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Col, Row, Typography } from 'antd';
import {
  AppstoreAddOutlined,
  BankOutlined,
  GiftOutlined,
  GroupOutlined,
  PartitionOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import '../i18n.ts';
import '../packages.css';

const SETTINGS = '/admin/payroll/pay-package/settings';

/** Other screens serve these areas (spec 3 §2): their addresses are plain strings here. */
const AREAS: readonly { key: string; path: string; icon: ReactNode }[] = [
  { key: 'payBreakdown', path: `${SETTINGS}/pay-breakdown`, icon: <PartitionOutlined /> },
  { key: 'companyRemittance', path: `${SETTINGS}/company-remittance`, icon: <BankOutlined /> },
  { key: 'batching', path: `${SETTINGS}/batching-and-grouping`, icon: <GroupOutlined /> },
  { key: 'allowance', path: `${SETTINGS}/allowance`, icon: <GiftOutlined /> },
  { key: 'extraAllowance', path: `${SETTINGS}/extra-allowance`, icon: <AppstoreAddOutlined /> },
  { key: 'claimApprovers', path: `${SETTINGS}/allowance/approvers`, icon: <TeamOutlined /> },
  { key: 'statutory', path: `${SETTINGS}/statutory-deductions`, icon: <SafetyCertificateOutlined /> },
];

/**
 * /admin/payroll/pay-package/settings (spec 3 §2 "settings; under settings the areas pay-breakdown,
 * company-remittance, batching-and-grouping, allowance, extra-allowance and statutory-deductions").
 */
export default function PayPackageSettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('payPackage.settings.title')} subtitle={t('payPackage.settings.subtitle')} />
      <Row gutter={[16, 16]}>
        {AREAS.map((area) => (
          <Col xs={24} md={12} xl={8} key={area.key}>
            <Panel
              className="cr-pay-package-card"
              testId={`pay-package-settings-${area.key}`}
              title={
                <>
                  {area.icon} {t(`payPackage.settings.${area.key}`)}
                </>
              }
            >
              <Typography.Paragraph type="secondary">
                {t(`payPackage.settings.${area.key}Text`)}
              </Typography.Paragraph>
              <Link to={area.path} data-testid={`pay-package-settings-open-${area.key}`}>
                <Button tabIndex={-1}>{t('payPackage.settings.open')}</Button>
              </Link>
            </Panel>
          </Col>
        ))}
      </Row>
    </>
  );
}
