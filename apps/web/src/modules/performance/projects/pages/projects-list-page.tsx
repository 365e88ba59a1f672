import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { Select, type TableColumnsType } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  InboxOutlined,
  ProjectOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, PROJECT_STATUSES, type Project } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import type { RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { rowActionsColumn } from '../../../../platform/ui/row-actions-column.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { searchMiss } from '../../../../platform/ui/resource-list/search-miss.tsx';
import { DayText, ProjectProgress, ProjectStatusTag } from '../components/project-bits.tsx';
import { adminTaskBoardScreens } from '../projects.routes.tsx';
import { deleteProjectMutation, projectsQuery, refreshProjects, setProjectStatus } from '../api.ts';
import '../i18n.ts';

const { paths } = adminTaskBoardScreens;

/** …/all-projects (by status) and …/all-archieve (the archived ones). */
export default function ProjectsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const archive = useLocation().pathname.endsWith('/all-archieve');
  const remove = useRefreshingWrite(deleteProjectMutation(), refreshProjects);
  const setStatus = useMutation({
    mutationFn: (v: { id: number; status: Project['status'] }) => setProjectStatus(v.id, v.status),
    onSuccess: () => refreshProjects(queryClient),
  });
  const canEdit = hasPermission(user, 'edit project');
  const canDelete = hasPermission(user, 'delete project');
  const create = (testId: string) =>
    hasPermission(user, 'create project') ? (
      <CreateLink {...paths.create} label={t('project.create')} testId={testId} />
    ) : null;

  const actions = (row: Project): RowAction[] => [
    {
      key: 'board',
      label: t('project.open'),
      icon: <ProjectOutlined />,
      testId: `project-board-${row.id}`,
      onClick: () => void navigate(paths.view(row.id)),
    },
    {
      key: 'view',
      label: t('project.view'),
      icon: <EyeOutlined />,
      testId: `project-view-${row.id}`,
      onClick: () => void navigate(paths.viewProject(row.id)),
    },
    ...(canEdit
      ? [
          {
            key: 'edit',
            label: t('project.edit'),
            icon: <EditOutlined />,
            testId: `project-edit-${row.id}`,
            onClick: () => void navigate(paths.edit(row.id)),
          },
          row.status === 'archived'
            ? {
                key: 'restore',
                label: t('project.restore'),
                icon: <UndoOutlined />,
                testId: `project-restore-${row.id}`,
                onClick: () => setStatus.mutate({ id: row.id, status: 'active' as const }),
              }
            : {
                key: 'archive',
                label: t('project.archive'),
                icon: <InboxOutlined />,
                testId: `project-archive-${row.id}`,
                onClick: () => setStatus.mutate({ id: row.id, status: 'archived' as const }),
              },
        ]
      : []),
    ...(canDelete
      ? [
          {
            key: 'delete',
            label: t('project.delete'),
            icon: <DeleteOutlined />,
            testId: `project-delete-${row.id}`,
            danger: true,
            confirm: {
              title: t('project.deleteTitle', { name: row.name }),
              text: t('project.deleteText'),
              okText: t('project.delete'),
              cancelText: t('common.cancel'),
              onConfirm: () => remove.mutateAsync(row.id).catch(() => undefined),
            },
          },
        ]
      : []),
  ];

  const columns: TableColumnsType<Project> = [
    {
      title: t('project.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Link {...paths.viewProject(row.id)} data-testid={`project-link-${row.id}`}>
          {name}
        </Link>
      ),
    },
    {
      title: t('project.status'),
      dataIndex: 'status',
      responsive: ['sm'],
      render: (s: Project['status']) => <ProjectStatusTag status={s} />,
    },
    {
      title: t('project.endDate'),
      dataIndex: 'end_date',
      responsive: ['md'],
      render: (d: string | null) => <DayText value={d} />,
    },
    {
      title: t('project.progress'),
      key: 'progress',
      responsive: ['lg'],
      render: (_v, row) => <ProjectProgress project={row} />,
    },
    rowActionsColumn(t('project.actions'), (row) => ({
      actions: actions(row),
      label: t('project.actionsFor', { name: row.name }),
      menuTestId: `project-actions-${row.id}`,
    })),
  ];

  return (
    <>
      <PageHeader
        title={t(archive ? 'project.archiveTitle' : 'project.allTitle')}
        subtitle={t(archive ? 'project.archiveSubtitle' : 'project.allSubtitle')}
        extra={archive ? null : create('project-create')}
      />
      <DataTable
        key={archive ? 'archive' : 'all'}
        testId="project-table"
        query={projectsQuery(archive ? 'archived' : undefined)}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('project.search')}
        toolbar={
          archive
            ? undefined
            : ({ filters, setFilter }) => (
                <Select
                  allowClear
                  aria-label={t('project.statusFilter')}
                  placeholder={t('project.allStatuses')}
                  value={filters.status || undefined}
                  onChange={(v?: string) => setFilter('status', v)}
                  options={PROJECT_STATUSES.map((s) => ({ value: s, label: t(`project.${s}`) }))}
                  style={{ minWidth: 180 }}
                  data-testid="project-status-filter"
                />
              )
        }
        empty={
          <EmptyState message={t(archive ? 'project.emptyArchive' : 'project.emptyAll')}>
            {archive ? null : create('project-create-empty')}
          </EmptyState>
        }
        emptyNarrowed={searchMiss('project', 'project-clear-search')}
      />
    </>
  );
}
