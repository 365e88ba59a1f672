import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Button, Modal, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDate, hasPermission, type MyTraining, type TrainingSummary } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { searchMiss } from '../../../../platform/ui/resource-list/search-miss.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { adminTrainingScreens, essTrainingScreens } from '../training.routes.tsx';
import { myTrainingsQuery, trainingsQuery } from '../api.ts';
import { TrainingForm } from '../components/training-form.tsx';
import { useActiveView } from '../../../../platform/routing/use-active-view.ts';
import { EnrolmentTag } from '../components/training-bits.tsx';
import '../i18n.ts';
import '../trainings.css';

type Row = TrainingSummary & Partial<Pick<MyTraining, 'enrolment'>>;

/** …/training/general-training: every training (admin) or my trainings (ESS). */
export default function TrainingsPage() {
  const { t } = useTranslation();
  const ess = useActiveView() === 'ess';
  const navigate = useNavigate();
  const user = useCurrentUser();
  const create = !ess && hasPermission(user, 'create training');
  const [open, setOpen] = useState(false);
  const view = (id: number) =>
    ess ? essTrainingScreens.paths.view(id) : adminTrainingScreens.paths.view(id);

  const columnsFor = <R extends Row>(): TableColumnsType<R> => [
    {
      title: t('training.name'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <span className="cr-wrap">
          <Link {...view(row.id)} data-testid={`training-link-${row.id}`}>
            {title}
          </Link>
          <span className="cr-muted cr-small cr-training-sub">
            {formatDate(row.starts_on)} – {formatDate(row.ends_on)}
          </span>
        </span>
      ),
    },
    {
      title: t('training.provider'),
      dataIndex: 'provider',
      responsive: ['md'],
      render: (v: string | null) => v ?? '',
    },
    {
      title: t('training.category'),
      dataIndex: 'category_name',
      responsive: ['lg'],
      render: (v: string | null) => v ?? '',
    },
    ess
      ? {
          title: t('training.myStatus'),
          key: 'mine',
          render: (_v, row) => (row.enrolment ? <EnrolmentTag status={row.enrolment.status} /> : null),
        }
      : {
          title: t('training.enrolments'),
          key: 'counts',
          render: (_v, row) => (
            <span className="cr-wrap cr-small">
              {t('training.enrolled', { count: row.enrolled_count })}
              {row.capacity === null ? '' : ` / ${row.capacity}`}
              <br />
              {t('training.completedCount', { count: row.completed_count })}
            </span>
          ),
        },
  ];

  const common = {
    rowKey: 'id' as const,
    searchPlaceholder: t('training.search'),
    empty: <EmptyState message={t(ess ? 'training.emptyMine' : 'training.empty')} />,
    emptyNarrowed: searchMiss('training', 'training-clear-search'),
  };

  return (
    <>
      <PageHeader
        title={t(ess ? 'training.myTitle' : 'training.title')}
        subtitle={t(ess ? 'training.mySubtitle' : 'training.subtitle')}
        extra={
          create ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setOpen(true)}
              data-testid="training-create"
            >
              {t('training.create')}
            </Button>
          ) : null
        }
      />
      {ess ? (
        <DataTable
          testId="training-table"
          query={myTrainingsQuery}
          columns={columnsFor<MyTraining>()}
          {...common}
        />
      ) : (
        <DataTable
          testId="training-table"
          query={trainingsQuery}
          columns={columnsFor<TrainingSummary>()}
          {...common}
        />
      )}
      <Modal
        open={open}
        title={t('training.create')}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        width={640}
      >
        <TrainingForm
          onSaved={(id) => {
            setOpen(false);
            void navigate(adminTrainingScreens.paths.view(id));
          }}
        />
      </Modal>
    </>
  );
}
