import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { PageError } from '../page-error.tsx';

interface QueryTableProps<R extends object> {
  /** The query the rows come from: its failure shows in the table's place, with a retry. */
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch' | 'isPending'>;
  rows: readonly R[];
  columns: TableColumnsType<R>;
  rowKey: keyof R & string;
  /** What the table says with no rows. */
  empty: ReactNode;
  /** Shown while loading; the query's first load unless given (a paged list: while it fetches). */
  loading?: boolean;
  /** Ten rows a page by default, with no pager while they fit on one. */
  pagination?: TableProps<R>['pagination'];
}

/**
 * A panel's small table of one query's rows (who a rule applies to, a month's totals): not a list
 * screen with its search and address (DataTable), just the rows, scrolling sideways on a phone.
 */
export function QueryTable<R extends object>({
  query,
  rows,
  columns,
  rowKey,
  empty,
  loading = query.isPending,
  pagination = { pageSize: 10, hideOnSinglePage: true },
}: QueryTableProps<R>) {
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Table<R>
      rowKey={rowKey}
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: empty }}
    />
  );
}
