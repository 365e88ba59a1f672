import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { ViewListPage } from '../../../../platform/ui/resource-list/view-list-page.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { batchGroupScreens } from '../admin.routes.tsx';
import { batchGroupsQuery, deleteBatchGroupMutation, refreshBatchGroups } from '../api.ts';
import { BatchMembers } from '../components/batch-members.tsx';
import '../i18n.ts';
import '../admin.css';

const { paths } = batchGroupScreens;

/**
 * /admin/payroll/pay-package/settings/batching-and-grouping (spec 3 §2, issue 19): the payment
 * batches, what each holds and how many employees are in it now; view, edit and delete per row.
 */
export default function BatchGroupsPage() {
  const { t } = useTranslation();
  const manage = hasPermission(useCurrentUser(), 'manage salary settings');
  const remove = useRefreshingWrite(deleteBatchGroupMutation(), refreshBatchGroups);
  return (
    <ViewListPage
      texts="batchGroup"
      testId="batch-group"
      query={batchGroupsQuery}
      manage={manage}
      links={paths}
      name={{ title: t('batchGroup.name'), of: (row) => row.name }}
      columns={[
        {
          title: t('batchGroup.batchBy'),
          key: 'members',
          responsive: ['sm'],
          render: (_v, row) => <BatchMembers group={row} />,
        },
        {
          title: t('batchGroup.employees'),
          dataIndex: 'employees_count',
          render: (count: number) => t('batchGroup.employeesCount', { count }),
        },
      ]}
      actions={{
        title: t('words.actions'),
        label: (row) => t('batchGroup.actionsFor', { name: row.name }),
      }}
      remove={(id) => remove.mutateAsync(id)}
      clearLabel={t('batchGroup.clearSearch')}
    />
  );
}
