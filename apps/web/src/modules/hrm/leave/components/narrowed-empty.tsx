import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@clockroom/contracts';
import { rangeEnds } from '../../../../platform/api/date-range.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { listFilters } from '../../../../platform/ui/data-table/list-search.ts';
import { useListSearch } from '../../../../platform/ui/data-table/use-list-search.ts';

/** 'No Leave available' naming the active filter (spec 2 §2), with a link that clears them. */
export function NarrowedEmpty({
  search,
  clear,
  typeNames,
}: {
  search: string;
  clear: () => void;
  typeNames: readonly { id: number; leave_name: string }[];
}) {
  const { t } = useTranslation();
  const [list] = useListSearch();
  const { status, leave_type_id: typeId, range } = listFilters(list);
  const [start, end] = rangeEnds(range);
  const typeName = typeNames.find((x) => String(x.id) === typeId)?.leave_name;
  const message = status
    ? t('leave.emptyStatus', { status: t(`leave.${status}`) })
    : typeName
      ? t('leave.emptyType', { type: typeName })
      : search
        ? t('leave.emptySearch', { search })
        : start && end
          ? t('leave.emptyDates', { start: formatDate(start), end: formatDate(end) })
          : t('leave.empty');
  return (
    <EmptyState message={message}>
      <Button type="link" onClick={clear} data-testid="leave-clear-filters">
        {t('leave.clearFilters')}
      </Button>
    </EmptyState>
  );
}
