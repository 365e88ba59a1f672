import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission, type PermissionSlug } from '@clockroom/contracts';
import type { LinkTarget } from '../../../../platform/routing/resource-routes.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import {
  postingScreens,
  recruitmentSettingsScreens,
  REQUISITION_APPROVERS_PATH,
  requisitionScreens,
} from '../../recruitment.routes.tsx';
import '../i18n.ts';
import '../../components/recruitment.css';

interface Entry {
  key: string;
  link: LinkTarget;
  permission: PermissionSlug;
}

const ENTRIES: Entry[] = [
  { key: 'approvers', link: { to: REQUISITION_APPROVERS_PATH }, permission: 'view talent requisitions' },
  { key: 'templates', link: requisitionScreens.paths.templates, permission: 'view talent requisitions' },
  { key: 'postingSettings', link: postingScreens.paths.postingSettings, permission: 'view job postings' },
  { key: 'boards', link: postingScreens.paths.settings, permission: 'view job postings' },
  {
    key: 'recruiters',
    link: recruitmentSettingsScreens.paths.recruiters,
    permission: 'manage recruitment settings',
  },
];

/** …/recruitment/settings/recruiter-settings: every recruitment setting, one link each. */
export default function SettingsHubPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={t('recruitSettings.title')} subtitle={t('recruitSettings.subtitle')} />
      <Panel>
        <nav className="cr-recruit-hub" aria-label={t('recruitSettings.title')}>
          {ENTRIES.filter((e) => hasPermission(user, e.permission)).map((e) => (
            <Link key={e.key} to={e.link.to} params={e.link.params} data-testid={`recruit-settings-${e.key}`}>
              <strong>{t(`recruitSettings.${e.key}`)}</strong>
              <span className="cr-muted cr-small cr-recruit-sub">{t(`recruitSettings.${e.key}Text`)}</span>
            </Link>
          ))}
        </nav>
      </Panel>
    </>
  );
}
