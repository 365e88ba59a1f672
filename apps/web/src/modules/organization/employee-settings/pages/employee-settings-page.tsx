import { Button, Skeleton } from 'antd';
import { ApartmentOutlined, IdcardOutlined, RiseOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_SETTING_KINDS, type EmployeeSettingKind } from '@clockroom/contracts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { employeeSettingsCountQuery } from '../api.ts';
import { SETTINGS_BASE, sectionOf } from '../sections.ts';
import '../i18n.ts';
import '../employee-settings.css';

const ICONS: Record<EmployeeSettingKind, React.ComponentType> = {
  types: TeamOutlined,
  grades: RiseOutlined,
  categories: ApartmentOutlined,
  designations: IdcardOutlined,
};

/** /admin/organization/employees/settings: one card per list with how many values it holds. */
export default function EmployeeSettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('employeeSettings.title')} subtitle={t('employeeSettings.subtitle')} />
      <div className="cr-settings-cards">
        {EMPLOYEE_SETTING_KINDS.map((kind) => (
          <SettingCard key={kind} kind={kind} />
        ))}
      </div>
    </>
  );
}

function SettingCard({ kind }: { kind: EmployeeSettingKind }) {
  const { t } = useTranslation();
  const count = useQuery(employeeSettingsCountQuery(kind));
  const Icon = ICONS[kind];
  const to = `${SETTINGS_BASE}/${sectionOf(kind)}`;
  return (
    <Panel className="cr-settings-card" testId={`settings-card-${kind}`}>
      <div className="cr-settings-card-head">
        <span className="cr-settings-card-icon" aria-hidden>
          <Icon />
        </span>
        <div>
          <h2 className="cr-settings-card-title">
            <Link to={to}>{t(`employeeSettings.${kind}.title`)}</Link>
          </h2>
          <div className="cr-settings-card-count" data-testid={`settings-count-${kind}`}>
            {count.isPending ? (
              <Skeleton.Input size="small" active />
            ) : count.isError ? (
              <span className="cr-muted">{t('employeeSettings.countFailed')}</span>
            ) : (
              t('employeeSettings.count', { count: count.data })
            )}
          </div>
        </div>
      </div>
      <p className="cr-muted cr-settings-card-intro">{t(`employeeSettings.${kind}.intro`)}</p>
      <Link to={to} tabIndex={-1}>
        <Button data-testid={`settings-manage-${kind}`}>{t('employeeSettings.manage')}</Button>
      </Link>
    </Panel>
  );
}
