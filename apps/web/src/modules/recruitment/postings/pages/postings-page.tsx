import { Link } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, hasPermission, type JobPosting } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { rowActionsColumn } from '../../../../platform/ui/row-actions-column.tsx';
import { postingScreens } from '../../recruitment.routes.tsx';
import { RecruitStatusTag } from '../../components/recruit-bits.tsx';
import { RecruitListTable } from '../../components/recruit-list-table.tsx';
import { postingsQuery } from '../api.ts';
import { usePostingActions } from '../components/posting-actions.tsx';
import '../i18n.ts';
import '../../components/recruitment.css';

const STATUSES = ['draft', 'published', 'closed'] as const;

/** …/job-posting/job-post-request: drafts, published and closed postings, published and unpublished here. */
export default function PostingsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const actions = usePostingActions({ withView: true });
  const columns: TableColumnsType<JobPosting> = [
    {
      title: t('posting.name'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <span className="cr-wrap">
          <Link {...postingScreens.paths.view(row.id)} data-testid={`posting-link-${row.id}`}>
            {title}
          </Link>
          <span className="cr-muted cr-small cr-recruit-sub">
            {[row.location, t(`recruit.type.${row.employment_type}`)].filter(Boolean).join(' · ')}
          </span>
          <span className="cr-recruit-xs">
            <RecruitStatusTag status={row.status} />
          </span>
        </span>
      ),
    },
    {
      title: t('posting.request'),
      dataIndex: 'job_request_title',
      responsive: ['lg'],
      render: (v: string | null) => v ?? <span className="cr-muted">{t('recruit.none')}</span>,
    },
    {
      title: t('posting.closingDate'),
      dataIndex: 'closing_date',
      responsive: ['md'],
      render: (v: string | null) =>
        v ? formatDate(v) : <span className="cr-muted">{t('posting.noClosingDate')}</span>,
    },
    {
      title: t('posting.status'),
      dataIndex: 'status',
      responsive: ['sm'],
      render: (v: string, row) => <RecruitStatusTag status={v} testId={`posting-status-${row.id}`} />,
    },
    rowActionsColumn(t('recruit.actions'), (row) => ({
      actions: actions(row),
      label: t('recruit.actionsFor', { name: row.title }),
      menuTestId: `posting-actions-${row.id}`,
    })),
  ];
  return (
    <>
      <PageHeader
        title={t('posting.title')}
        subtitle={t('posting.subtitle')}
        extra={
          hasPermission(user, 'create job posting') ? (
            <CreateLink
              {...postingScreens.paths.create}
              label={t('posting.create')}
              testId="posting-create"
            />
          ) : null
        }
      />
      <Panel>
        <RecruitListTable
          words="posting"
          testId="posting"
          query={postingsQuery}
          columns={columns}
          statuses={STATUSES}
          filterWidth={180}
        />
      </Panel>
    </>
  );
}
