import type { ReactNode } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListPage } from '@clockroom/contracts';
import type { LinkTarget } from '../../routing/resource-routes.ts';
import { CreateLink } from '../create-link.tsx';
import { crudRowActions } from '../crud-row-actions.tsx';
import { DataTable, type FilterContext } from '../data-table/data-table.tsx';
import type { ListParams } from '../data-table/list-search.ts';
import { EmptyState } from '../empty-state.tsx';
import { PageHeader } from '../page-header.tsx';
import type { RowAction } from '../responsive-row-actions.tsx';
import { rowActionsColumn } from '../row-actions-column.tsx';
import { BulkDelete } from './bulk-delete.tsx';

interface Row {
  id: number;
}

/** What this user may do here: one "manage" permission for all, or each on its own. */
type Allowed = boolean | { create: boolean; edit: boolean; remove: boolean };

export interface ViewListPageProps<T extends Row, K extends QueryKey> {
  /**
   * The i18n prefix of the list's texts: `<texts>.title`, `.subtitle`, `.create`, `.search`, `.empty`,
   * `.emptyFor` ({query}), `.clearSearch` (unless `clearLabel`), `.deleteTitle` ({name}), `.deleteText`,
   * and for bulk delete `.deleteSelected` ({count}) and `.deleteSelectedTitle`.
   */
  texts: string;
  /**
   * Prefix of the test ids: `<testId>-table`, `-create`, `-link-<id>`, `-view-<id>`, `-edit-<id>`,
   * `-delete-<id>`, `-actions-<id>`, `-clear-search`, `-delete-selected`.
   */
  testId: string;
  query: (params: ListParams) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
  /** Who may create, edit (and the list's own actions) and delete here. */
  manage: Allowed;
  /**
   * The rows' screens. Without `view` the name opens the edit screen (for those who may edit) and
   * rows have no view action; without `edit` rows have no edit action.
   */
  links: { create: LinkTarget; view?: (id: number) => LinkTarget; edit?: (id: number) => LinkTarget };
  /** The first column: its heading, the row's name, and what sits around its link (a code, a tag). */
  name: { title: string; of: (row: T) => string; around?: (link: ReactNode, row: T) => ReactNode };
  /** The columns between the name and the actions. */
  columns: TableColumnsType<T>;
  /** The actions column's heading, a row's actions' accessible name, and the list's own actions. */
  actions: { title: string; label: (row: T) => string; more?: (row: T) => RowAction[] };
  /** Deletes one row; `removable` hides the action on rows that may never go (a statutory one). */
  remove?: (id: number) => Promise<unknown>;
  removable?: (row: T) => boolean;
  /** Deletes several: the rows get checkboxes and "Delete selected" shows once two are picked. */
  removeMany?: (ids: number[]) => Promise<unknown>;
  /** The search's "clear" link's words; `<texts>.clearSearch` by default. */
  clearLabel?: string;
  /** More header actions, before the create button. */
  extra?: ReactNode;
  /** Filter controls beside the search box; their values live in the URL. */
  toolbar?: (ctx: FilterContext) => ReactNode;
  /** The empty state's create link's own test id, where it is not the header's `<testId>-create`. */
  emptyCreateTestId?: string;
}

/**
 * A settings list whose rows open a view screen (overtime's rates and rules, the allowances, the
 * payment batches, the loan types): the back header with Create, the searchable, paged table whose
 * name links to the view, and view, edit and delete per row; changes only for those allowed. Unlike
 * ResourceListPage, the name opens the view and the words are the module's own.
 */
export function ViewListPage<T extends Row, K extends QueryKey>(p: ViewListPageProps<T, K>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const may =
    typeof p.manage === 'boolean' ? { create: p.manage, edit: p.manage, remove: p.manage } : p.manage;
  const { view, edit } = p.links;
  const createLink = (testId: string) =>
    may.create ? <CreateLink {...p.links.create} label={t(`${p.texts}.create`)} testId={testId} /> : null;
  const create = createLink(`${p.testId}-create`);
  const remove = may.remove ? p.remove : undefined;
  const removeMany = may.remove ? p.removeMany : undefined;
  // The name opens the row: its view, or its form when it has no view and the user may edit.
  const opens = view ?? (may.edit ? edit : undefined);

  const actions = (row: T): RowAction[] =>
    crudRowActions(t, p.testId, row.id, {
      view: view ? () => void navigate(view(row.id)) : undefined,
      edit: may.edit && edit ? () => void navigate(edit(row.id)) : undefined,
      more: may.edit ? p.actions.more?.(row) : undefined,
      remove:
        remove && (p.removable?.(row) ?? true)
          ? {
              title: t(`${p.texts}.deleteTitle`, { name: p.name.of(row) }),
              text: t(`${p.texts}.deleteText`),
              run: () => remove(row.id),
            }
          : undefined,
    });

  const nameCell = (row: T) => {
    const link = opens ? (
      <Link {...opens(row.id)} data-testid={`${p.testId}-link-${row.id}`}>
        {p.name.of(row)}
      </Link>
    ) : (
      p.name.of(row)
    );
    return p.name.around ? p.name.around(link, row) : link;
  };

  const columns: TableColumnsType<T> = [
    { title: p.name.title, key: 'name', render: (_v, row) => nameCell(row) },
    ...p.columns,
    rowActionsColumn(p.actions.title, (row) => ({
      actions: actions(row),
      label: p.actions.label(row),
      menuTestId: `${p.testId}-actions-${row.id}`,
    })),
  ];

  return (
    <>
      <PageHeader
        back
        title={t(`${p.texts}.title`)}
        subtitle={t(`${p.texts}.subtitle`)}
        extra={
          p.extra || create ? (
            <>
              {p.extra}
              {create}
            </>
          ) : null
        }
      />
      <DataTable
        testId={`${p.testId}-table`}
        query={p.query}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t(`${p.texts}.search`)}
        toolbar={p.toolbar}
        bulkActions={
          removeMany
            ? (keys, clear) =>
                // One picked row is deleted from its own actions; the bar is for several.
                keys.length > 1 ? (
                  <BulkDelete
                    title={`${p.texts}.deleteSelectedTitle`}
                    text={`${p.texts}.deleteText`}
                    label={t(`${p.texts}.deleteSelected`, { count: keys.length })}
                    testId={`${p.testId}-delete-selected`}
                    run={() => removeMany(keys.map(Number)).then(clear)}
                  />
                ) : null
            : undefined
        }
        empty={
          <EmptyState message={t(`${p.texts}.empty`)}>
            {p.emptyCreateTestId ? createLink(p.emptyCreateTestId) : create}
          </EmptyState>
        }
        emptyNarrowed={(query, clear) => (
          <EmptyState
            message={t(`${p.texts}.emptyFor`, { query })}
            clear={{
              onClick: clear,
              label: p.clearLabel ?? t(`${p.texts}.clearSearch`),
              testId: `${p.testId}-clear-search`,
            }}
          />
        )}
      />
    </>
  );
}
