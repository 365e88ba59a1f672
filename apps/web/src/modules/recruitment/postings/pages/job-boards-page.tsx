import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Flex, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type JobBoard } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ResponsiveRowActions } from '../../../../platform/ui/responsive-row-actions.tsx';
import { postingScreens } from '../../recruitment.routes.tsx';
import { deleteBoardMutation, jobBoardsQuery, refreshBoards } from '../api.ts';
import { JobBoardModal } from '../components/job-board-modal.tsx';
import '../i18n.ts';
import '../../components/recruitment.css';

/** …/job-posting/settings: the job boards (created and edited in a dialog) and the way to posting settings. */
export default function JobBoardsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const manage = hasPermission(user, 'manage recruitment settings');
  const [open, setOpen] = useState<JobBoard | 'new' | null>(null);
  const remove = useMutation({ ...deleteBoardMutation(), onSuccess: () => refreshBoards(qc) });
  const columns: TableColumnsType<JobBoard> = [
    {
      title: t('board.name'),
      dataIndex: 'name',
      render: (v: string, row) => (
        <span className="cr-wrap">
          {v}
          {row.url ? (
            <a
              href={row.url}
              target="_blank"
              rel="noopener noreferrer"
              className="cr-small cr-recruit-sub cr-recruit-link"
            >
              {row.url}
            </a>
          ) : null}
          <span className="cr-recruit-xs">
            <Tag color={row.active ? 'green' : 'default'}>
              {t(row.active ? 'board.active' : 'board.inactive')}
            </Tag>
          </span>
        </span>
      ),
    },
    {
      title: t('board.active'),
      dataIndex: 'active',
      responsive: ['sm'],
      render: (v: boolean) => (
        <Tag color={v ? 'green' : 'default'}>{t(v ? 'board.active' : 'board.inactive')}</Tag>
      ),
    },
    { title: t('board.postings'), dataIndex: 'postings_count', responsive: ['sm'] },
    ...(manage
      ? [
          {
            title: t('recruit.actions'),
            key: 'actions',
            fixed: 'right' as const,
            render: (_v: unknown, row: JobBoard) => (
              <ResponsiveRowActions
                label={t('recruit.actionsFor', { name: row.name })}
                menuTestId={`board-actions-${row.id}`}
                actions={[
                  {
                    key: 'edit',
                    label: t('recruit.edit'),
                    icon: <EditOutlined />,
                    testId: `board-edit-${row.id}`,
                    onClick: () => setOpen(row),
                  },
                  {
                    key: 'delete',
                    label: t('recruit.delete'),
                    icon: <DeleteOutlined />,
                    danger: true,
                    testId: `board-delete-${row.id}`,
                    confirm: {
                      title: t('board.deleteTitle', { name: row.name }),
                      text: t('board.deleteText'),
                      okText: t('recruit.delete'),
                      cancelText: t('common.cancel'),
                      onConfirm: () => remove.mutateAsync(row.id).catch(() => undefined),
                    },
                  },
                ]}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <PageHeader
        title={t('board.title')}
        subtitle={t('board.subtitle')}
        extra={
          <Flex gap={8} wrap>
            <Button
              onClick={() => void navigate(postingScreens.paths.postingSettings)}
              data-testid="board-posting-settings"
            >
              {t('board.postingSettings')}
            </Button>
            {manage ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setOpen('new')}
                data-testid="board-create"
              >
                {t('board.create')}
              </Button>
            ) : null}
          </Flex>
        }
      />
      <Panel>
        <DataTable
          testId="board-table"
          query={jobBoardsQuery}
          columns={columns}
          rowKey="id"
          searchPlaceholder={t('board.search')}
          empty={<EmptyState message={t('board.empty')} />}
        />
      </Panel>
      <JobBoardModal board={open} onClose={() => setOpen(null)} />
    </>
  );
}
