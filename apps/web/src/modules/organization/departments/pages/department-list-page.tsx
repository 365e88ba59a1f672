import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, Select, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type DepartmentRow } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { ConfirmDelete } from '../../../../platform/ui/confirm-delete.tsx';
import { RowActions } from '../../../../platform/ui/row-actions.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { refreshStructure } from '../../branches/api.ts';
import { deleteDepartmentsMutation, departmentListQuery } from '../api.ts';
import { departmentScreens } from '../departments.routes.tsx';
import '../../branches/structure.css';
import '../i18n.ts';

export default function DepartmentListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const remove = useMutation({
    ...deleteDepartmentsMutation(),
    onSuccess: () => refreshStructure(queryClient),
  });
  const canCreate = hasPermission(user, 'create department');
  const canEdit = hasPermission(user, 'edit department');
  const canDelete = hasPermission(user, 'delete department');

  const columns: TableColumnsType<DepartmentRow> = [
    {
      title: t('department.name'),
      dataIndex: 'department_name',
      render: (name: string, row) =>
        canEdit ? <Link {...departmentScreens.paths.edit(row.id)}>{name}</Link> : <span>{name}</span>,
    },
    {
      title: t('department.branch'),
      key: 'branch',
      render: (_v, row) => row.branch?.station_name ?? t('common.na'),
    },
    { title: t('department.head'), key: 'head', render: (_v, row) => row.head?.name ?? t('common.na') },
    {
      title: t('words.status'),
      dataIndex: 'status',
      render: (s: number) =>
        s === 1 ? <Tag color="green">{t('department.active')}</Tag> : <Tag>{t('department.inactive')}</Tag>,
    },
    { title: t('department.employees'), dataIndex: 'employees_count', align: 'right', width: 110 },
  ];
  if (canEdit || canDelete) {
    columns.push({
      title: t('words.actions'),
      key: 'actions',
      fixed: 'right',
      width: 110,
      render: (_v, row) => (
        <RowActions
          testId="department"
          id={row.id}
          name={row.department_name}
          edit={canEdit ? { ...departmentScreens.paths.edit(row.id), label: t('words.edit') } : null}
          remove={
            canDelete
              ? {
                  label: t('words.delete'),
                  title: t('department.deleteTitle', { name: row.department_name }),
                  text: 'department.deleteText',
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
        title={t('department.title')}
        subtitle={t('department.subtitle')}
        extra={
          canCreate ? (
            <CreateLink
              to={departmentScreens.paths.create.to}
              label={t('department.create')}
              testId="department-create"
            />
          ) : null
        }
      />
      <DataTable
        testId="department-table"
        query={departmentListQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('department.search')}
        toolbar={({ filters, setFilter }) => (
          <Select
            allowClear
            className="cr-structure-filter"
            placeholder={t('department.allStatuses')}
            value={filters['status']}
            onChange={(v?: string) => setFilter('status', v)}
            data-testid="department-status-filter"
            options={[
              { value: '1', label: t('department.active') },
              { value: '0', label: t('department.inactive') },
            ]}
          />
        )}
        bulkActions={
          canDelete
            ? (keys, clear) => (
                <ConfirmDelete
                  title="department.deleteSelectedTitle"
                  text="department.deleteSelectedText"
                  onConfirm={() =>
                    remove
                      .mutateAsync(keys.map(Number))
                      .then(clear)
                      .catch(() => undefined)
                  }
                >
                  <Button danger icon={<DeleteOutlined />} data-testid="department-bulk-delete">
                    {t('department.deleteSelected')}
                  </Button>
                </ConfirmDelete>
              )
            : undefined
        }
        empty={
          <EmptyState
            btnText={canCreate ? t('department.btnText') : undefined}
            to={departmentScreens.paths.create.to}
          />
        }
      />
    </>
  );
}
