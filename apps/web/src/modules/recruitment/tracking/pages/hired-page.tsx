import { Link, useNavigate } from '@tanstack/react-router';
import { Button, type TableColumnsType } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDate, hasPermission, type ApplicationSummary } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { hiredQuery } from '../api.ts';
import { CandidateFilters } from '../components/candidate-filters.tsx';
import { fullName } from '../components/stages.tsx';
import { trackingScreens } from '../tracking.routes.tsx';
import '../i18n.ts';
import '../tracking.css';

/** /admin/recruitment/tracking/hired-candidate: who was hired, and the way to hire an accepted offer. */
export default function HiredPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const columns: TableColumnsType<ApplicationSummary> = [
    {
      title: t('rt.name'),
      key: 'name',
      render: (_v, row) => (
        <span className="cr-wrap">
          <Link {...trackingScreens.paths.hiredView(row.id)} data-testid={`hired-link-${row.id}`}>
            {row.erased ? t('rt.erased') : fullName(row)}
          </Link>
          <span className="cr-muted cr-small">{row.email}</span>
        </span>
      ),
    },
    { title: t('rt.posting'), dataIndex: 'job_posting_title', responsive: ['sm'] },
    {
      title: t('rt.source'),
      dataIndex: 'source',
      responsive: ['lg'],
      render: (s: ApplicationSummary['source']) => t(`rt.src.${s}`),
    },
    {
      title: t('rt.appliedOn'),
      dataIndex: 'created_at',
      responsive: ['md'],
      render: (v: string) => formatDate(v),
    },
  ];
  const hire = hasPermission(user, 'manage applicant tracking') && hasPermission(user, 'create employee');
  return (
    <>
      <PageHeader
        title={t('rt.hiredTitle')}
        subtitle={t('rt.hiredSub')}
        extra={
          hire ? (
            <Button
              type="primary"
              icon={<UserAddOutlined />}
              onClick={() => void navigate(trackingScreens.paths.createProfile)}
              data-testid="hired-create-profile"
            >
              {t('rt.createProfile')}
            </Button>
          ) : null
        }
      />
      <DataTable
        testId="hired-table"
        query={hiredQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('rt.search')}
        toolbar={(ctx) => <CandidateFilters {...ctx} stage={false} />}
        empty={<EmptyState message={t('rt.hiredEmpty')} />}
      />
    </>
  );
}
