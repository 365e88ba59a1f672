import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OvertimeAssignee } from '@clockroom/contracts';
import { QueryTable } from '../../../../platform/ui/data-table/query-table.tsx';
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
      <QueryTable<OvertimeAssignee>
        query={people}
        rows={people.data?.employees ?? []}
        columns={columns}
        rowKey="id"
        empty={t('overtime.assignedNone')}
      />
    </Panel>
  );
}
