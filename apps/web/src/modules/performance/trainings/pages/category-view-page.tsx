import { Link, useParams } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, type TrainingSummary } from '@clockroom/contracts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import type { ListParams } from '../../../../platform/ui/data-table/list-search.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { adminTrainingScreens as screens } from '../training.routes.tsx';
import { categoryQuery, trainingsQuery } from '../api.ts';
import '../i18n.ts';
import '../trainings.css';

/** …/training/settings-general-training/view/$id: one training category and its trainings. */
export default function CategoryViewPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false });
  const categoryId = Number(id);
  const columns: TableColumnsType<TrainingSummary> = [
    {
      title: t('training.name'),
      dataIndex: 'title',
      render: (v: string, row) => (
        <Link {...screens.paths.view(row.id)} data-testid={`category-training-${row.id}`}>
          {v}
        </Link>
      ),
    },
    {
      title: t('training.dates'),
      key: 'dates',
      responsive: ['sm'],
      render: (_v, row) => `${formatDate(row.starts_on)} – ${formatDate(row.ends_on)}`,
    },
    { title: t('training.enrolments'), dataIndex: 'enrolled_count', responsive: ['md'] },
  ];
  return (
    <RecordPage query={categoryQuery(categoryId)} title={t('training.categories')} subtitle={(c) => c.name}>
      {(category) => (
        <Panel title={t('training.categoryTrainings')} testId="category-view">
          {category.description ? <p className="cr-wrap">{category.description}</p> : null}
          <DataTable
            testId="category-trainings"
            query={(p: ListParams) => trainingsQuery({ ...p, category_id: categoryId })}
            columns={columns}
            rowKey="id"
            empty={<EmptyState message={t('training.empty')} />}
          />
        </Panel>
      )}
    </RecordPage>
  );
}
