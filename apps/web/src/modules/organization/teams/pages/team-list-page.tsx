import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type TeamRow } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { ConfirmDelete } from '../../../../platform/ui/confirm-delete.tsx';
import { RowActions } from '../../../../platform/ui/row-actions.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { refreshStructure } from '../../branches/api.ts';
import { deleteTeamsMutation, teamListQuery } from '../api.ts';
import { teamScreens } from '../teams.routes.tsx';
import '../i18n.ts';

export default function TeamListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const remove = useMutation({ ...deleteTeamsMutation(), onSuccess: () => refreshStructure(queryClient) });
  const canCreate = hasPermission(user, 'create team');
  const canEdit = hasPermission(user, 'edit team');
  const canDelete = hasPermission(user, 'delete team');

  const columns: TableColumnsType<TeamRow> = [
    {
      title: t('team.name'),
      dataIndex: 'team_name',
      render: (name: string, row) =>
        canEdit ? <Link {...teamScreens.paths.edit(row.id)}>{name}</Link> : <span>{name}</span>,
    },
    { title: t('team.lead'), key: 'lead', render: (_v, row) => row.lead?.name ?? t('common.na') },
    { title: t('team.membersCount'), dataIndex: 'members_count', align: 'right', width: 110 },
    {
      title: t('team.description'),
      dataIndex: 'description',
      render: (v: string | null) => <span className="cr-wrap">{v || t('common.na')}</span>,
    },
  ];
  if (canEdit || canDelete) {
    columns.push({
      title: t('words.actions'),
      key: 'actions',
      fixed: 'right',
      width: 110,
      render: (_v, row) => (
        <RowActions
          testId="team"
          id={row.id}
          name={row.team_name}
          edit={canEdit ? { ...teamScreens.paths.edit(row.id), label: t('words.edit') } : null}
          remove={
            canDelete
              ? {
                  label: t('words.delete'),
                  title: t('team.deleteTitle', { name: row.team_name }),
                  text: 'team.deleteText',
                  onConfirm: () => remove.mutateAsync([row.id]).catch(() => undefined),
                }
              : null
          }
        />
      ),
    });
  }

  return (
    <>
      <PageHeader
        title={t('team.title')}
        subtitle={t('team.subtitle')}
        extra={
          canCreate ? (
            <CreateLink {...teamScreens.paths.create} label={t('team.create')} testId="team-create" />
          ) : null
        }
      />
      <DataTable
        testId="team-table"
        query={teamListQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('team.search')}
        bulkActions={
          canDelete
            ? (keys, clear) => (
                <ConfirmDelete
                  title="team.deleteSelectedTitle"
                  text="team.deleteSelectedText"
                  onConfirm={() =>
                    remove
                      .mutateAsync(keys.map(Number))
                      .then(clear)
                      .catch(() => undefined)
                  }
                >
                  <Button danger icon={<DeleteOutlined />} data-testid="team-bulk-delete">
                    {t('team.deleteSelected')}
                  </Button>
                </ConfirmDelete>
              )
            : undefined
        }
        empty={
          <EmptyState btnText={canCreate ? t('team.btnText') : undefined} to={teamScreens.paths.create.to} />
        }
      />
    </>
  );
}
