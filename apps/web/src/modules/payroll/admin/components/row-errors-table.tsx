import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HistoryRowError } from '@clockroom/contracts';

/** A file's problems, one per row and column, in the reader's language (ADR 48: stored as plain texts). */
export function RowErrorsTable({ errors, testId }: { errors: readonly HistoryRowError[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Table<HistoryRowError>
      className="cr-history-errors"
      size="small"
      rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
      dataSource={[...errors]}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      data-testid={testId}
      columns={[
        { title: t('history.row'), dataIndex: 'row', width: 70 },
        {
          title: t('history.column'),
          dataIndex: 'field',
          width: 150,
          render: (f: string) => <code>{f}</code>,
        },
        { title: t('history.problem'), dataIndex: 'message', render: (m: string) => t(m) },
      ]}
    />
  );
}
