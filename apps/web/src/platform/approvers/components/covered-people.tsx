import { useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Approvable, ApproverGroupDetail } from '@clockroom/contracts';
import { PageError } from '../../ui/page-error.tsx';
import { Panel } from '../../ui/panel.tsx';
import { approvablesQuery } from '../api.ts';
import { useApproverScreens } from '../use-approver-screens.ts';

/** Who the group covers now (GET {id}/approvables), and by which basis it was assigned. */
export function CoveredPeople({ group }: { group: ApproverGroupDetail }) {
  const { t } = useTranslation();
  const { api } = useApproverScreens();
  const covered = useQuery(approvablesQuery(api, String(group.id)));
  const columns: TableColumnsType<Approvable> = [
    { title: t('approvers.employee'), dataIndex: 'employee_name' },
    { title: t('approvers.pin'), dataIndex: 'pin', render: (pin: string | null) => pin ?? t('common.na') },
    {
      title: t('approvers.department'),
      dataIndex: 'department',
      render: (d: string | null) => d ?? t('common.na'),
    },
    { title: t('approvers.branch'), dataIndex: 'branch', render: (b: string | null) => b ?? t('common.na') },
  ];
  return (
    <Panel title={t('approvers.covers')} testId="approver-covered">
      <p className="cr-muted">
        {t(`approvers.coversBasis_${group.category_type}`)}{' '}
        {covered.data && covered.data.total > covered.data.results.length
          ? t('approvers.coversShown', { shown: covered.data.results.length, total: covered.data.total })
          : null}
      </p>
      {covered.isError ? (
        <PageError error={covered.error} onRetry={() => void covered.refetch()} />
      ) : (
        <Table<Approvable>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={covered.data?.results ?? []}
          loading={covered.isPending}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('approvers.coversNone') }}
        />
      )}
    </Panel>
  );
}
