import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { hiredQuery } from '../api.ts';
import { CandidateFilters } from '../components/candidate-filters.tsx';
import { useCandidateColumns } from '../components/candidate-columns.tsx';
import { trackingScreens } from '../tracking.routes.tsx';
import '../i18n.ts';
import '../tracking.css';

/** /admin/recruitment/tracking/hired-candidate: who was hired, and the way to hire an accepted offer. */
export default function HiredPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const columns = useCandidateColumns('hired');
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
