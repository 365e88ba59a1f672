import { Link } from '@tanstack/react-router';
import { Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, hasPermission, type JobRequest } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { requisitionScreens } from '../../recruitment.routes.tsx';
import { jobRequestsQuery } from '../api.ts';
import { NairaRange, RecruitStatusTag } from '../../components/recruit-bits.tsx';
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
    {
      title: t('jobRequest.budget'),
      key: 'budget',
      responsive: ['lg'],
      render: (_v, row) => <NairaRange min={row.budget_min} max={row.budget_max} />,
    },
    {
      title: t('jobRequest.urgency'),
      dataIndex: 'urgency',
      responsive: ['md'],
      render: (v: string) => t(`recruit.urgency.${v}`),
    },
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
        <DataTable
          testId="job-request-table"
          query={jobRequestsQuery}
          columns={columns}
          rowKey="id"
          searchPlaceholder={t('jobRequest.search')}
          toolbar={({ filters, setFilter }) => (
            <Select
              allowClear
              aria-label={t('recruit.statusFilter')}
              placeholder={t('recruit.allStatuses')}
              value={filters['status'] || undefined}
              onChange={(v?: string) => setFilter('status', v)}
              options={STATUSES.map((s) => ({ value: s, label: t(`recruit.status.${s}`) }))}
              style={{ minWidth: 200 }}
              data-testid="job-request-status-filter"
            />
          )}
          empty={<EmptyState message={t('jobRequest.empty')} />}
          emptyNarrowed={(query, clear) => (
            <EmptyState
              message={t('jobRequest.emptyFor', { query })}
              clear={{ onClick: clear, label: t('recruit.clearSearch'), testId: 'job-request-clear-search' }}
            />
          )}
        />
      </Panel>
    </>
  );
}
