import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Col, Flex, Row, Typography } from 'antd';
import { CalculatorOutlined, PlusOutlined, ScheduleOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { OVERTIME_APPROVER_PATH, adminOvertimeScreens } from '../overtime.routes.tsx';
import '../i18n.ts';
import '../overtime.css';

const { paths } = adminOvertimeScreens;

/** The approver screens are the shared kit's, whose addresses are built at run time: plain strings. */
const AREAS: readonly { key: string; list: string; create: string; icon: ReactNode }[] = [
  {
    key: 'workRates',
    list: paths.workRates.to,
    create: paths.workRateCreate.to,
    icon: <CalculatorOutlined />,
  },
  { key: 'rules', list: paths.rules.to, create: paths.ruleCreate.to, icon: <ScheduleOutlined /> },
  {
    key: 'approvers',
    list: OVERTIME_APPROVER_PATH,
    create: `${OVERTIME_APPROVER_PATH}/create`,
    icon: <TeamOutlined />,
  },
];

/**
 * /admin/attendance/overtime/settings (spec 3 §2 "Overtime settings"): what values an hour (work
 * rates), when time counts as overtime and how it is paid (overtime rules), and who approves it.
 */
export default function OvertimeSettingsPage() {
  const { t } = useTranslation();
  const manage = hasPermission(useCurrentUser(), 'manage overtime settings');
  return (
    <>
      <PageHeader back title={t('overtime.settingsTitle')} subtitle={t('overtime.settingsSubtitle')} />
      <Row gutter={[16, 16]}>
        {AREAS.map((area) => (
          <Col xs={24} lg={8} key={area.key}>
            <Panel
              className="cr-overtime-settings-card"
              testId={`overtime-settings-${area.key}`}
              title={
                <>
                  {area.icon} {t(`overtime.settings.${area.key}`)}
                </>
              }
            >
              <Typography.Paragraph type="secondary">
                {t(`overtime.settings.${area.key}Text`)}
              </Typography.Paragraph>
              <Flex gap={8} wrap>
                <Link to={area.list} data-testid={`overtime-settings-open-${area.key}`}>
                  <Button tabIndex={-1}>{t('overtime.settings.open')}</Button>
                </Link>
                {manage ? (
                  <Link to={area.create} data-testid={`overtime-settings-create-${area.key}`}>
                    <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
                      {t(`overtime.settings.${area.key}Create`)}
                    </Button>
                  </Link>
                ) : null}
              </Flex>
            </Panel>
          </Col>
        ))}
      </Row>
    </>
  );
}
