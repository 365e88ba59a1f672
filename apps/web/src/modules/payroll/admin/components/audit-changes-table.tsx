import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditChange } from '@clockroom/contracts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { fieldText, valueText } from './audit-words.ts';

/**
 * The changed fields of an audit entry, one row each: the field, what it was, what it became, in
 * the reader's words (never the snapshot's JSON). A create has no "before" and a delete no "after":
 * a column of dashes says nothing, so it is left out.
 */
export function AuditChangesTable({ changes }: { changes: readonly AuditChange[] }) {
  const { t, i18n } = useTranslation();
  if (changes.length === 0) return <EmptyState message={t('audit.noChanges')} />;
  const shown = (v: AuditChange['before'], c: AuditChange) => valueText(t, i18n.language, c.field, v);
  const columns: TableColumnsType<AuditChange> = [
    {
      title: t('audit.field'),
      dataIndex: 'field',
      width: '34%',
      render: (field: string) => <span className="cr-audit-field">{fieldText(t, field)}</span>,
    },
  ];
  if (changes.some((c) => c.before !== null))
    columns.push({
      title: t('audit.before'),
      dataIndex: 'before',
      render: (v: AuditChange['before'], c) => <span className="cr-audit-before">{shown(v, c)}</span>,
    });
  if (changes.some((c) => c.after !== null))
    columns.push({
      title: t('audit.after'),
      dataIndex: 'after',
      render: (v: AuditChange['after'], c) => <span className="cr-audit-after">{shown(v, c)}</span>,
    });
  return (
    <Table<AuditChange>
      size="small"
      rowKey="field"
      dataSource={[...changes]}
      pagination={changes.length > 50 ? { pageSize: 50, hideOnSinglePage: true } : false}
      data-testid="audit-changes"
      columns={columns}
    />
  );
}
