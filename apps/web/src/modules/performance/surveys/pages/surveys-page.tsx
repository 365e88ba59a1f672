import { Link, useNavigate } from '@tanstack/react-router';
import { Select, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SURVEY_STATUSES, hasPermission, type Survey } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import type { RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { rowActionsColumn } from '../../../../platform/ui/row-actions-column.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { searchMiss } from '../../../../platform/ui/resource-list/search-miss.tsx';
import { surveyEndsOnColumn, surveyStatusColumn } from '../components/survey-status.tsx';
import { surveyScreens } from '../surveys.routes.tsx';
import { deleteSurveyMutation, refreshSurveys, surveysQuery } from '../api.ts';
import '../i18n.ts';

const { paths } = surveyScreens;

/** /admin/performance/feedback/view-all: every survey, by status, with its answers. */
export default function SurveysPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const canCreate = hasPermission(user, 'create feedback');
  const canEdit = hasPermission(user, 'edit feedback');
  const canDelete = hasPermission(user, 'delete feedback');
  const remove = useRefreshingWrite(deleteSurveyMutation(), refreshSurveys);
  const create = (testId: string) =>
    canCreate ? <CreateLink {...paths.create} label={t('survey.create')} testId={testId} /> : null;

  const actions = (row: Survey): RowAction[] => [
    {
      key: 'view',
      label: t('survey.viewResults'),
      icon: <EyeOutlined />,
      testId: `survey-view-${row.id}`,
      onClick: () => void navigate(paths.view(row.id)),
    },
    ...(canEdit
      ? [
          {
            key: 'edit',
            label: t('survey.edit'),
            icon: <EditOutlined />,
            testId: `survey-edit-${row.id}`,
            onClick: () => void navigate(paths.edit(row.id)),
          },
        ]
      : []),
    ...(canDelete
      ? [
          {
            key: 'delete',
            label: t('survey.delete'),
            icon: <DeleteOutlined />,
            testId: `survey-delete-${row.id}`,
            danger: true,
            confirm: {
              title: t('survey.deleteTitle', { name: row.title }),
              text: t('survey.deleteText'),
              okText: t('survey.delete'),
              cancelText: t('common.cancel'),
              onConfirm: () => remove.mutateAsync(row.id).catch(() => undefined),
            },
          },
        ]
      : []),
  ];

  const columns: TableColumnsType<Survey> = [
    {
      title: t('survey.titleField'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <Link {...paths.view(row.id)} data-testid={`survey-link-${row.id}`}>
          {title}
        </Link>
      ),
    },
    surveyStatusColumn(t),
    surveyEndsOnColumn(t),
    {
      title: t('survey.responses'),
      key: 'answers',
      responsive: ['sm'],
      render: (_v, row) => t('survey.answersOf', { count: row.answers_count, total: row.audience_count }),
    },
    rowActionsColumn(t('survey.actions'), (row) => ({
      actions: actions(row),
      label: t('survey.actionsFor', { name: row.title }),
      menuTestId: `survey-actions-${row.id}`,
    })),
  ];

  return (
    <>
      <PageHeader
        title={t('survey.listTitle')}
        subtitle={t('survey.listSubtitle')}
        extra={create('survey-create')}
      />
      <DataTable
        testId="survey-table"
        query={surveysQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('survey.search')}
        toolbar={({ filters, setFilter }) => (
          <Select
            allowClear
            aria-label={t('survey.statusFilter')}
            placeholder={t('survey.allStatuses')}
            value={filters.status || undefined}
            onChange={(v?: string) => setFilter('status', v)}
            options={SURVEY_STATUSES.map((s) => ({ value: s, label: t(`survey.status_${s}`) }))}
            style={{ minWidth: 180 }}
            data-testid="survey-status-filter"
          />
        )}
        empty={<EmptyState message={t('survey.empty')}>{create('survey-create-empty')}</EmptyState>}
        emptyNarrowed={searchMiss('survey', 'survey-clear-search')}
      />
    </>
  );
}
