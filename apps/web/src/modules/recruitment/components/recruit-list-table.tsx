import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListPage } from '@clockroom/contracts';
import { DataTable } from '../../../platform/ui/data-table/data-table.tsx';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';
import { EmptyState } from '../../../platform/ui/empty-state.tsx';
import '../requisitions/i18n.ts';

interface RecruitListTableProps<T extends { id: number }, K extends QueryKey> {
  /** The list's i18n prefix: `<words>.search`, `.empty` and `.emptyFor` ({query}). */
  words: string;
  /** Prefix of the test ids: `<testId>-table`, `-status-filter` and `-clear-search`. */
  testId: string;
  query: (params: ListParams) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
  columns: TableColumnsType<T>;
  /** The statuses the filter offers, named as recruitment's status words (`recruit.status.<s>`). */
  statuses: readonly string[];
  /** The filter's width in pixels, so its longest status fits. */
  filterWidth: number;
}

/**
 * The searchable list of talent requests or job postings: the status filter in the URL and the
 * empty states in recruitment's words, so both lists filter and clear alike.
 */
export function RecruitListTable<T extends { id: number }, K extends QueryKey>(
  props: RecruitListTableProps<T, K>,
) {
  const { words, testId, statuses } = props;
  const { t } = useTranslation();
  return (
    <DataTable
      testId={`${testId}-table`}
      query={props.query}
      columns={props.columns}
      rowKey="id"
      searchPlaceholder={t(`${words}.search`)}
      toolbar={({ filters, setFilter }) => (
        <Select
          allowClear
          aria-label={t('recruit.statusFilter')}
          placeholder={t('recruit.allStatuses')}
          value={filters['status'] || undefined}
          onChange={(v?: string) => setFilter('status', v)}
          options={statuses.map((s) => ({ value: s, label: t(`recruit.status.${s}`) }))}
          style={{ minWidth: props.filterWidth }}
          data-testid={`${testId}-status-filter`}
        />
      )}
      empty={<EmptyState message={t(`${words}.empty`)} />}
      emptyNarrowed={(query, clear) => (
        <EmptyState
          message={t(`${words}.emptyFor`, { query })}
          clear={{ onClick: clear, label: t('recruit.clearSearch'), testId: `${testId}-clear-search` }}
        />
      )}
    />
  );
}
