import { useQuery } from '@tanstack/react-query';
import { Flex, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../../platform/ui/resource-list/resource-list-page.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { branchListQuery, branchTypesQuery, deleteBranchMutation, refreshStructure } from '../api.ts';
import { branchScreens } from '../branches.routes.tsx';
import '../structure.css';
import '../i18n.ts';

export default function BranchListPage() {
  const { t } = useTranslation();
  const types = useQuery(branchTypesQuery());
  const remove = useRefreshingWrite(deleteBranchMutation(), refreshStructure);
  return (
    <ResourceListPage
      texts="branch"
      testId="branch"
      permissions={{ create: 'create station', edit: 'edit station', delete: 'delete station' }}
      links={branchScreens.paths}
      query={branchListQuery}
      name={{
        field: 'station_name',
        extra: (row) => (row.is_hq ? <Tag color="gold">{t('branch.hqTag')}</Tag> : null),
      }}
      columns={[
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
      ]}
      // The head office is the company's anchor: it can be renamed but never deleted.
      remove={{ one: (row) => remove.mutateAsync(row.id), disabled: (row) => row.is_hq }}
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
    />
  );
}
