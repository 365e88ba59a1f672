import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { SearchMissState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { linkTo } from '../screen-data.ts';
import { AppraisalTabs, type AppraisalTab } from './appraisal-tabs.tsx';

type TableProps<T extends object, K extends QueryKey> = Omit<
  Parameters<typeof DataTable<T, K>>[0],
  'emptyNarrowed'
>;

interface AppraisalListProps<T extends object, K extends QueryKey> extends TableProps<T, K> {
  title: string;
  subtitle: string;
  extra?: ReactNode;
  tab: AppraisalTab;
}

/**
 * The frame of the appraisal lists (groups, history, mine, appraise): one header, the tree's tabs and
 * a table whose search misses read and clear alike, so moving between the tabs keeps one look.
 */
export function AppraisalList<T extends object, K extends QueryKey>({
  title,
  subtitle,
  extra,
  tab,
  ...table
}: AppraisalListProps<T, K>) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} extra={extra} />
      <AppraisalTabs active={tab} />
      <DataTable
        {...table}
        emptyNarrowed={(query, clear) => (
          <SearchMissState
            texts="appraisalCycle"
            query={query}
            clear={clear}
            testId="appraisal-clear-search"
          />
        )}
      />
    </>
  );
}

/**
 * A row's name as a link to its screen in the open tree (`$id` or `?id=`, as screen-data.ts tells); just
 * the name where the tree has no such screen.
 */
export function ScreenLink({
  path,
  id,
  testId,
  children,
}: {
  path?: string;
  id: number;
  testId: string;
  children: ReactNode;
}) {
  if (!path) return children;
  const l = linkTo(path, id);
  return (
    <Link to={l.to} params={l.params} search={l.search} data-testid={testId}>
      {children}
    </Link>
  );
}
