import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditChange } from '@clockroom/contracts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { fieldText, valueText } from './audit-words.ts';

/** The changed fields of an audit entry, one row each: the field, what it was, what it became. */
export function AuditChangesTable({ changes }: { changes: readonly AuditChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <EmptyState message={t('audit.noChanges')} />;
  return (
    <Table<AuditChange>
      size="small"
      rowKey="field"
      dataSource={[...changes]}
      pagination={changes.length > 50 ? { pageSize: 50, hideOnSinglePage: true } : false}
      data-testid="audit-changes"
      columns={[
        {
          title: t('audit.field'),
          dataIndex: 'field',
          width: '34%',
          render: (field: string) => <span className="cr-audit-field">{fieldText(field)}</span>,
        },
        {
          title: t('audit.before'),
          dataIndex: 'before',
          render: (v: AuditChange['before']) => <span className="cr-audit-before">{valueText(t, v)}</span>,
        },
        {
          title: t('audit.after'),
          dataIndex: 'after',
          render: (v: AuditChange['after']) => <span className="cr-audit-after">{valueText(t, v)}</span>,
        },
      ]}
    />
  );
}
