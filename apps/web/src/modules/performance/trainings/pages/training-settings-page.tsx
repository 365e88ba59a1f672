import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Card, Modal, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type TrainingCategory } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ResponsiveRowActions, type RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { adminTrainingScreens as screens } from '../training.routes.tsx';
import { categoriesQuery, deleteCategoryMutation, refreshSettings } from '../api.ts';
import { CategoryForm } from '../components/category-form.tsx';
import '../i18n.ts';
import '../trainings.css';

const APPROVERS = '/admin/performance/training/settings/approvers';

/** …/training/settings: the training categories, and the way to the other training settings (ADR 62). */
export default function TrainingSettingsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const manage = hasPermission(user, 'manage training settings');
  const edit = hasPermission(user, 'edit training');
  const [editing, setEditing] = useState<TrainingCategory | 'new' | null>(null);
  const del = useRefreshingWrite(deleteCategoryMutation(), refreshSettings);
  const links = [
    ...(manage
      ? [
          {
            key: 'general',
            to: screens.paths.general,
            title: t('training.generalSettings'),
            hint: t('training.generalHint'),
          },
        ]
      : []),
    ...(manage
      ? [
          {
            key: 'approvers',
            to: { to: APPROVERS },
            title: t('training.planApprovers'),
            hint: t('training.planApproversHint'),
          },
        ]
      : []),
    ...(edit
      ? [
          {
            key: 'review',
            to: screens.paths.review,
            title: t('training.reviewDesk'),
            hint: t('training.reviewDeskHint'),
          },
        ]
      : []),
    ...(edit
      ? [
          {
            key: 'assign',
            to: screens.paths.assign,
            title: t('training.assign'),
            hint: t('training.assignHint'),
          },
        ]
      : []),
  ];
  const actions = (row: TrainingCategory): RowAction[] =>
    manage
      ? [
          {
            key: 'edit',
            label: t('training.editCategory'),
            icon: <EditOutlined />,
            testId: `category-edit-${row.id}`,
            onClick: () => setEditing(row),
          },
          {
            key: 'delete',
            label: t('training.delete'),
            icon: <DeleteOutlined />,
            testId: `category-delete-${row.id}`,
            danger: true,
            confirm: {
              title: t('training.deleteCategoryTitle', { name: row.name }),
              text: '',
              okText: t('training.delete'),
              cancelText: t('words.cancel'),
              onConfirm: () => del.mutateAsync(row.id).catch(() => undefined),
            },
          },
        ]
      : [];
  const columns: TableColumnsType<TrainingCategory> = [
    {
      title: t('training.categoryName'),
      dataIndex: 'name',
      render: (v: string, row) => (
        <Link {...screens.paths.category(row.id)} data-testid={`category-link-${row.id}`}>
          {v}
        </Link>
      ),
    },
    {
      title: t('training.description'),
      dataIndex: 'description',
      responsive: ['md'],
      render: (v: string | null) => <span className="cr-wrap">{v ?? ''}</span>,
    },
    { title: t('training.trainingsCount'), dataIndex: 'trainings_count', responsive: ['sm'] },
    {
      title: t('training.actions'),
      key: 'actions',
      render: (_v, row) => (
        <ResponsiveRowActions
          actions={actions(row)}
          label={t('training.actionsFor', { name: row.name })}
          menuTestId={`category-actions-${row.id}`}
        />
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('training.settingsTitle')} subtitle={t('training.settingsSubtitle')} />
      <div className="cr-settings-links">
        {links.map((l) => (
          <Card
            key={l.key}
            size="small"
            title={l.title}
            extra={
              <Link {...l.to} data-testid={`training-settings-${l.key}`}>
                {t('training.open')}
              </Link>
            }
          >
            <span className="cr-wrap">{l.hint}</span>
          </Card>
        ))}
      </div>
      <Panel
        title={t('training.categories')}
        extra={
          manage ? (
            <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="category-create">
              {t('training.newCategory')}
            </Button>
          ) : null
        }
      >
        <DataTable
          testId="category-table"
          query={categoriesQuery}
          columns={columns}
          rowKey="id"
          empty={<EmptyState message={t('training.emptyCategories')} />}
        />
      </Panel>
      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? 'training.newCategory' : 'training.editCategory')}
        footer={null}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <CategoryForm
          record={editing === 'new' || editing === null ? undefined : editing}
          onSaved={() => setEditing(null)}
        />
      </Modal>
    </>
  );
}
