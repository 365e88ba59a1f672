import { Link } from '@tanstack/react-router';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { adminTaskBoardScreens } from '../projects.routes.tsx';
import '../i18n.ts';
import '../board.css';

const { paths } = adminTaskBoardScreens;

/** …/task-management/settings: the columns, the approval settings and the approvers. */
export default function TaskSettingsPage() {
  const { t } = useTranslation();
  // The approver screens are the shared kit's, whose addresses are built at run time: plain strings.
  const links: { key: string; to: string; title: string; text: string }[] = [
    {
      key: 'statuses',
      to: paths.statuses.to,
      title: t('project.statusesTitle'),
      text: t('project.statusesLink'),
    },
    {
      key: 'approval',
      to: paths.approval.to,
      title: t('project.approvalTitle'),
      text: t('project.approvalLink'),
    },
    {
      key: 'approvers',
      to: '/admin/performance/task-management/settings/approvers',
      title: t('project.approversTitle'),
      text: t('project.approversLink'),
    },
  ];
  return (
    <>
      <PageHeader title={t('project.settingsTitle')} subtitle={t('project.settingsSubtitle')} />
      <div className="project-settings">
        {links.map((l) => (
          <Link key={l.key} to={l.to} data-testid={`task-settings-${l.key}`}>
            <Card size="small" title={l.title} hoverable>
              {l.text}
            </Card>
          </Link>
        ))}
      </div>
    </>
  );
}
