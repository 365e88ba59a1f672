import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../../platform/ui/resource-list/resource-list-page.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { refreshStructure } from '../../branches/api.ts';
import { deleteDepartmentsMutation, departmentListQuery } from '../api.ts';
import { departmentScreens } from '../departments.routes.tsx';
import '../../branches/structure.css';
import '../i18n.ts';

export default function DepartmentListPage() {
  const { t } = useTranslation();
  const remove = useRefreshingWrite(deleteDepartmentsMutation(), refreshStructure);
  return (
    <ResourceListPage
      texts="department"
      testId="department"
      permissions={{ create: 'create department', edit: 'edit department', delete: 'delete department' }}
      links={departmentScreens.paths}
      query={departmentListQuery}
      name={{ field: 'department_name' }}
      columns={[
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
            s === 1 ? (
              <Tag color="green">{t('department.active')}</Tag>
            ) : (
              <Tag>{t('department.inactive')}</Tag>
            ),
        },
        { title: t('department.employees'), dataIndex: 'employees_count', align: 'right', width: 110 },
      ]}
      remove={{ one: (row) => remove.mutateAsync([row.id]), many: (ids) => remove.mutateAsync(ids) }}
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
    />
  );
}
