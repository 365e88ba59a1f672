import { useState, type Key, type ReactNode } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Alert, Button, Flex, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS, type ListPage } from '@clockroom/contracts';
import { errorNotice } from '../../notify/error-notice.ts';
import { EmptyState } from '../empty-state.tsx';
import {
  listFilters,
  listPaging,
  toListParams,
  withFilter,
  withoutFilters,
  withPaging,
  withSearchText,
  type ListParams,
} from './list-search.ts';
import { SearchBox } from './search-box.tsx';
import { useListSearch } from './use-list-search.ts';

export interface FilterContext {
  filters: Record<string, string>;
  setFilter: (key: string, value: string | number | null | undefined) => void;
  clearFilters: () => void;
}

interface DataTableProps<T extends object, K extends QueryKey> {
  /** The resource's queryOptions factory; called with page, perPage, search_query and the filters. */
  query: (params: ListParams) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  searchPlaceholder?: string;
  /** Filter controls shown beside the search box; their values live in the URL. */
  toolbar?: (ctx: FilterContext) => ReactNode;
  /** Turns on row selection; rendered while rows are selected. */
  bulkActions?: (selectedKeys: Key[], clearSelection: () => void) => ReactNode;
  /** Shown when there are no rows; defaults to the shared empty state. */
  empty?: ReactNode;
  /**
   * Shown instead of "no matches" when a search or filter leaves no rows (a screen whose spec words
   * its own, e.g. "... for {query}"); `clear` drops the search and filters.
   */
  emptyNarrowed?: (search: string, clear: () => void) => ReactNode;
  testId?: string;
}

/** A server-paged list: search, filters, paging and page size all mirrored in the URL (ARCHITECTURE §5). */
export function DataTable<T extends object, K extends QueryKey>(props: DataTableProps<T, K>) {
  const { query, columns, rowKey, searchPlaceholder, toolbar, bulkActions, empty, emptyNarrowed, testId } =
    props;
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch();
  const { page, perPage, search: text } = listPaging(search);
  const filters = listFilters(search);
  const result = useQuery({ ...query(toListParams(search)), placeholderData: keepPreviousData });
  const [selected, setSelected] = useState<Key[]>([]);
  const clearSelection = () => setSelected([]);

  const ctx: FilterContext = {
    filters,
    setFilter: (key, value) => {
      clearSelection();
      setSearch(withFilter(search, key, value));
    },
    clearFilters: () => {
      clearSelection();
      setSearch(withoutFilters(search));
    },
  };
  const failure = result.isError ? errorNotice(result.error) : null;
  const narrowed = text !== '' || Object.keys(filters).length > 0;
  const emptyState = narrowed
    ? (emptyNarrowed?.(text, ctx.clearFilters) ?? (
        <EmptyState message={t('table.noMatches')}>
          <Button type="link" onClick={ctx.clearFilters} data-testid="table-clear-filters">
            {t('table.clearFilters')}
          </Button>
        </EmptyState>
      ))
    : (empty ?? <EmptyState />);

  return (
    <div className="cr-data-table" data-testid={testId}>
      <Flex className="cr-table-toolbar" gap={12} wrap justify="space-between" align="center">
        <Flex gap={12} wrap align="center">
          {searchPlaceholder ? (
            <SearchBox
              value={text}
              placeholder={searchPlaceholder}
              onSearch={(next) => {
                clearSelection();
                setSearch(withSearchText(search, next), true);
              }}
            />
          ) : null}
          {toolbar?.(ctx)}
        </Flex>
        {bulkActions && selected.length > 0 ? (
          <Flex gap={8} align="center" data-testid="bulk-actions">
            <span className="cr-muted">{t('table.selected', { count: selected.length })}</span>
            {bulkActions(selected, clearSelection)}
          </Flex>
        ) : null}
      </Flex>
      {failure ? (
        <Alert
          type="error"
          showIcon
          className="cr-table-error"
          title={t(failure.title)}
          description={failure.lines.length ? failure.lines.map((l) => t(l)).join('\n') : undefined}
          action={
            <Button size="small" onClick={() => void result.refetch()} loading={result.isFetching}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : null}
      <Table<T>
        rowKey={rowKey}
        columns={columns}
        dataSource={result.data?.results ?? []}
        loading={result.isFetching}
        scroll={{ x: 'max-content' }}
        rowSelection={
          bulkActions ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys) } : undefined
        }
        locale={{
          emptyText: result.isPending ? <div className="cr-table-placeholder" /> : emptyState,
        }}
        pagination={{
          current: page,
          pageSize: perPage,
          total: result.data?.total ?? 0,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          showTotal: (total, [from, to]) => t('table.total', { from, to, total }),
          onChange: (nextPage, nextSize) => {
            clearSelection();
            setSearch(withPaging(search, nextPage, nextSize));
          },
        }}
      />
    </div>
  );
}
