import { Link } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, hasPermission, type JobRequest } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { requisitionScreens } from '../../recruitment.routes.tsx';
import { jobRequestsQuery } from '../api.ts';
import { RecruitStatusTag } from '../../components/recruit-bits.tsx';
import { RecruitListTable } from '../../components/recruit-list-table.tsx';
import { requestCostColumns } from '../components/request-columns.tsx';
import '../i18n.ts';
import '../../components/recruitment.css';

const STATUSES = ['pending', 'approved', 'rejected', 'filled'] as const;

/** …/talent-requisition/talent-request: every talent request, filtered by status. */
export default function RequestsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const paths = requisitionScreens.paths;
  const columns: TableColumnsType<JobRequest> = [
    {
      title: t('jobRequest.name'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <span className="cr-wrap">
          <Link {...paths.view(row.id)} data-testid={`job-request-link-${row.id}`}>
            {title}
          </Link>
          <span className="cr-muted cr-small cr-recruit-sub">
            {row.department_name} · {row.branch_name}
          </span>
          <span className="cr-recruit-xs">
            <RecruitStatusTag status={row.status} />
          </span>
        </span>
      ),
    },
    {
      title: t('jobRequest.headcount'),
      key: 'headcount',
      responsive: ['sm'],
      render: (_v, row) => t('jobRequest.remaining', { remaining: row.remaining, headcount: row.headcount }),
    },
    ...requestCostColumns<JobRequest>(t),
    {
      title: t('jobRequest.raisedOn'),
      dataIndex: 'created_at',
      responsive: ['lg'],
      render: (v: string) => formatDate(v.slice(0, 10)),
    },
    {
      title: t('jobRequest.status'),
      dataIndex: 'status',
      responsive: ['sm'],
      render: (v: string, row) => <RecruitStatusTag status={v} testId={`job-request-status-${row.id}`} />,
    },
  ];
  return (
    <>
      <PageHeader
        title={t('jobRequest.title')}
        subtitle={t('jobRequest.subtitle')}
        extra={
          hasPermission(user, 'create talent requisition') ? (
            <CreateLink {...paths.create} label={t('jobRequest.create')} testId="job-request-create" />
          ) : null
        }
      />
      <Panel>
        <RecruitListTable
          words="jobRequest"
          testId="job-request"
          query={jobRequestsQuery}
          columns={columns}
          statuses={STATUSES}
          filterWidth={200}
        />
      </Panel>
    </>
  );
}
