import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApproverLevel } from '@clockroom/contracts';
import { levelLabel } from '../level-label.ts';

/**
 * A group's levels read-only, one row a level: its label, the approver and the alternate ("None" when
 * there is none). Every approver view shows its levels this way.
 */
export function LevelsTable({ levels, testId }: { levels: readonly ApproverLevel[]; testId: string }) {
  const { t, i18n } = useTranslation();
  const columns: TableColumnsType<ApproverLevel> = [
    { title: t('approvers.level'), key: 'level', render: (_v, l) => levelLabel(l.level, i18n.language) },
    { title: t('approvers.approver'), dataIndex: 'approval_person_name' },
    {
      title: t('approvers.alternate'),
      dataIndex: 'alt_approval_person',
      render: (name: string | null) => name ?? <span className="cr-muted">{t('approvers.none')}</span>,
    },
  ];
  return (
    <Table<ApproverLevel>
      rowKey="id"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={levels}
      scroll={{ x: 'max-content' }}
      data-testid={testId}
    />
  );
}
