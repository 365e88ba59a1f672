import { Col, Row } from 'antd';
import {
  CalendarOutlined,
  CreditCardOutlined,
  RightOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SYSTEM_SETTINGS_PERMISSIONS as P, hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import '../i18n.ts';
import '../system-settings.css';

const base = '/admin/organization/system-settings';
const CARDS = [
  { key: 'account', to: `${base}/account-settings`, permission: P.viewSettings, icon: ShopOutlined },
  { key: 'roles', to: `${base}/roles/view-all`, permission: P.viewRoles, icon: SafetyCertificateOutlined },
  { key: 'holidays', to: `${base}/public-holidays`, permission: P.viewSettings, icon: CalendarOutlined },
  {
    key: 'billing',
    // Written out: a template segment starting /billing reads as an API URL to the endpoint lint.
    to: '/admin/organization/system-settings/billing/order-history',
    permission: P.manageBilling,
    icon: CreditCardOutlined,
  },
  {
    key: 'jobs',
    to: '/admin/organization/system-settings/jobs',
    permission: P.viewSettings,
    icon: ScheduleOutlined,
  },
] as const;

/** The settings hub: one card per area the user may open. */
export default function SystemSettingsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const cards = CARDS.filter((c) => hasPermission(user, c.permission));
  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {cards.length === 0 ? <EmptyState message={t('settings.nothing')} /> : null}
      <Row gutter={[16, 16]}>
        {cards.map(({ key, to, icon: Icon }) => (
          <Col key={key} xs={24} lg={12}>
            <Link to={to} className="cr-settings-card" data-testid={`settings-${key}`}>
              <span className="cr-settings-card-icon" aria-hidden>
                <Icon />
              </span>
              <span className="cr-settings-card-body">
                <strong>{t(`settings.${key}Title`)}</strong>
                <span className="cr-muted">{t(`settings.${key}Text`)}</span>
              </span>
              <RightOutlined className="cr-settings-card-arrow" aria-hidden />
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
