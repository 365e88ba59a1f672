import { lazy, Suspense } from 'react';
import { Flex, Segmented, Skeleton } from 'antd';
import { AppstoreOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable, type FilterContext } from '../../../../platform/ui/data-table/data-table.tsx';
import { SearchBox } from '../../../../platform/ui/data-table/search-box.tsx';
import { useListSearch } from '../../../../platform/ui/data-table/use-list-search.ts';
import {
  listFilters,
  withFilter,
  withoutFilters,
  withSearchText,
} from '../../../../platform/ui/data-table/list-search.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { candidatesQuery } from '../api.ts';
import { CandidateFilters } from '../components/candidate-filters.tsx';
import { useCandidateColumns } from '../components/candidate-columns.tsx';
import '../i18n.ts';
import '../tracking.css';

// The Kanban (dnd-kit) loads only when the board view is chosen, so the table stays light.
const PipelineBoard = lazy(() =>
  import('../components/pipeline-board.tsx').then((m) => ({ default: m.PipelineBoard })),
);

/** The board's own filter bar: the same URL state as the table's, without the stage (every column shows). */
function BoardFilters() {
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch();
  const ctx: FilterContext = {
    filters: listFilters(search),
    setFilter: (key, value) => setSearch(withFilter(search, key, value), true),
    clearFilters: () => setSearch(withoutFilters(search)),
  };
  return (
    <Flex className="cr-table-toolbar" gap={12} wrap align="center">
      <div className="cr-rt-search">
        <SearchBox
          value={search.search ?? ''}
          onSearch={(text) => setSearch(withSearchText(search, text), true)}
          placeholder={t('rt.search')}
        />
      </div>
      <CandidateFilters {...ctx} stage={false} />
    </Flex>
  );
}

/** /admin/recruitment/tracking/candidate-database: the candidates as a table or as the pipeline board. */
export default function CandidatesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [search, setSearch] = useListSearch();
  const board = search['view'] === 'board';
  const columns = useCandidateColumns('candidate');
  const f = listFilters(search);
  return (
    <>
      <PageHeader
        title={t('rt.candidates')}
        subtitle={t('rt.candidatesSub')}
        extra={
          <Segmented
            data-testid="candidate-view"
            value={board ? 'board' : 'table'}
            onChange={(v) =>
              setSearch(withFilter({ ...search, status: undefined }, 'view', v === 'board' ? 'board' : null))
            }
            options={[
              { value: 'table', label: t('rt.table'), icon: <TableOutlined /> },
              { value: 'board', label: t('rt.board'), icon: <AppstoreOutlined /> },
            ]}
          />
        }
      />
      {board ? (
        <>
          <BoardFilters />
          <Suspense fallback={<Skeleton active />}>
            <PipelineBoard
              filters={{ posting: f['posting'], range: f['range'], search_query: search.search }}
              manage={hasPermission(user, 'manage applicant tracking')}
            />
          </Suspense>
        </>
      ) : (
        <DataTable
          testId="candidate-table"
          query={candidatesQuery}
          columns={columns}
          rowKey="id"
          searchPlaceholder={t('rt.search')}
          toolbar={(ctx) => <CandidateFilters {...ctx} />}
          empty={<EmptyState message={t('rt.empty')} />}
          emptyNarrowed={(query, clear) => (
            <EmptyState
              message={query ? t('rt.emptyFor', { query }) : t('table.noMatches')}
              clear={{ onClick: clear, label: t('rt.clear'), testId: 'candidate-clear' }}
            />
          )}
        />
      )}
    </>
  );
}
