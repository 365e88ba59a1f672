import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Flex, Select, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type BranchRow } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { RowActions } from '../../../../platform/ui/row-actions.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { branchListQuery, branchTypesQuery, deleteBranchMutation, refreshStructure } from '../api.ts';
import { branchScreens } from '../branches.routes.tsx';
import '../structure.css';
import '../i18n.ts';

export default function BranchListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const types = useQuery(branchTypesQuery());
  const remove = useMutation({ ...deleteBranchMutation(), onSuccess: () => refreshStructure(queryClient) });
  const canCreate = hasPermission(user, 'create station');
  const canEdit = hasPermission(user, 'edit station');
  const canDelete = hasPermission(user, 'delete station');

  const columns: TableColumnsType<BranchRow> = [
    {
      title: t('branch.name'),
      dataIndex: 'station_name',
      render: (name: string, row) => (
        <Flex gap={8} align="center" wrap>
          {canEdit ? <Link {...branchScreens.paths.edit(row.id)}>{name}</Link> : <span>{name}</span>}
          {row.is_hq ? <Tag color="gold">{t('branch.hqTag')}</Tag> : null}
        </Flex>
      ),
    },
    {
      title: t('branch.type'),
      dataIndex: 'branch_type',
      render: (v: string | null) => (v ? t(v) : t('common.na')),
    },
    {
      title: t('branch.address'),
      dataIndex: 'address',
      render: (v: string | null) => <span className="cr-wrap">{v || t('common.na')}</span>,
    },
    {
      title: t('branch.contact'),
      key: 'contact',
      render: (_v, row) =>
        row.phone || row.email ? (
          <Flex vertical>
            {row.phone ? <span>{row.phone}</span> : null}
            {row.email ? <span className="cr-muted">{row.email}</span> : null}
          </Flex>
        ) : (
          t('common.na')
        ),
    },
    { title: t('branch.employees'), dataIndex: 'employees_count', align: 'right', width: 110 },
    { title: t('branch.departments'), dataIndex: 'departments_count', align: 'right', width: 120 },
  ];
  if (canEdit || canDelete) {
    columns.push({
      title: t('words.actions'),
      key: 'actions',
      fixed: 'right',
      width: 110,
      render: (_v, row) => (
        <RowActions
          testId="branch"
          id={row.id}
          name={row.station_name}
          edit={canEdit ? { ...branchScreens.paths.edit(row.id), label: t('words.edit') } : null}
          remove={
            canDelete
              ? {
                  label: t('words.delete'),
                  title: t('branch.deleteTitle', { name: row.station_name }),
                  text: 'branch.deleteText',
                  onConfirm: () => remove.mutateAsync(row.id).catch(() => undefined),
                  disabled: row.is_hq,
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
        title={t('branch.title')}
        subtitle={t('branch.subtitle')}
        extra={
          canCreate ? (
            <CreateLink {...branchScreens.paths.create} label={t('branch.create')} testId="branch-create" />
          ) : null
        }
      />
      <DataTable
        testId="branch-table"
        query={branchListQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('branch.search')}
        toolbar={({ filters, setFilter }) => (
          <Select
            allowClear
            className="cr-structure-filter"
            placeholder={t('branch.allTypes')}
            value={filters['filter']}
            onChange={(v?: string) => setFilter('filter', v)}
            loading={types.isPending}
            data-testid="branch-type-filter"
            options={[
              { value: 'hq', label: t('branch.headOfficeOnly') },
              ...(types.data?.results ?? []).map((type) => ({ value: String(type.id), label: t(type.name) })),
            ]}
          />
        )}
        empty={
          <EmptyState
            btnText={canCreate ? t('branch.btnText') : undefined}
            to={branchScreens.paths.create.to}
          />
        }
      />
    </>
  );
}
