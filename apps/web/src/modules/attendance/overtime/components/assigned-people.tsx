import { useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OvertimeAssignee } from '@clockroom/contracts';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { assigneesQuery, type overtimeRuleCalls, type workRateCalls } from '../settings-api.ts';

/** Who a work rate or an overtime rule applies to now (GET {id}/assignables). */
export function AssignedPeople({
  calls,
  id,
}: {
  calls: typeof workRateCalls | typeof overtimeRuleCalls;
  id: number;
}) {
  const { t } = useTranslation();
  const people = useQuery(assigneesQuery(calls, id));
  const columns: TableColumnsType<OvertimeAssignee> = [
    { title: t('overtime.name'), dataIndex: 'employee_name' },
    { title: t('overtime.pin'), dataIndex: 'pin', render: (v: string | null) => v ?? t('common.na') },
    {
      title: t('overtime.department'),
      dataIndex: 'department',
      responsive: ['sm'],
      render: (v: string | null) => v ?? t('common.na'),
    },
    {
      title: t('overtime.branch'),
      dataIndex: 'branch',
      responsive: ['md'],
      render: (v: string | null) => v ?? t('common.na'),
    },
  ];
  return (
    <Panel title={t('overtime.assignedTitle')} testId="overtime-assigned">
      {people.isError ? (
        <PageError error={people.error} onRetry={() => void people.refetch()} />
      ) : (
        <Table<OvertimeAssignee>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={people.data?.employees ?? []}
          loading={people.isPending}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('overtime.assignedNone') }}
        />
      )}
    </Panel>
  );
}
