import type { ReactNode } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListPage } from '@clockroom/contracts';
import type { LinkTarget } from '../../routing/resource-routes.ts';
import { CreateLink } from '../create-link.tsx';
import { crudRowActions } from '../crud-row-actions.tsx';
import { DataTable } from '../data-table/data-table.tsx';
import type { ListParams } from '../data-table/list-search.ts';
import { EmptyState } from '../empty-state.tsx';
import { PageHeader } from '../page-header.tsx';
import type { RowAction } from '../responsive-row-actions.tsx';
import { rowActionsColumn } from '../row-actions-column.tsx';

interface Row {
  id: number;
}

export interface ViewListPageProps<T extends Row, K extends QueryKey> {
  /**
   * The i18n prefix of the list's texts: `<texts>.title`, `.subtitle`, `.create`, `.search`, `.empty`,
   * `.emptyFor` ({query}), `.deleteTitle` ({name}), `.deleteText`.
   */
  texts: string;
  /**
   * Prefix of the test ids: `<testId>-table`, `-create`, `-link-<id>`, `-view-<id>`, `-edit-<id>`,
   * `-delete-<id>`, `-actions-<id>`, `-clear-search`.
   */
  testId: string;
  query: (params: ListParams) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
  /** The one permission that lets this user create, edit and delete here. */
  manage: boolean;
  links: { create: LinkTarget; view: (id: number) => LinkTarget; edit: (id: number) => LinkTarget };
  /** The first column: its heading and the row's name, which links to the row's view. */
  name: { title: string; of: (row: T) => string };
  /** The columns between the name and the actions. */
  columns: TableColumnsType<T>;
  /** The actions column's heading, a row's actions' accessible name, and the list's own actions. */
  actions: { title: string; label: (row: T) => string; more?: (row: T) => RowAction[] };
  remove: (id: number) => Promise<unknown>;
  /** The search's "clear" link's words. */
  clearLabel: string;
  /** More header actions, before the create button. */
  extra?: ReactNode;
}

/**
 * A settings list whose rows open a view screen (overtime's rates and rules, the allowances, the
 * payment batches): the back header with Create, the searchable, paged table whose name links to the
 * view, and view, edit and delete per row; changes only for those who manage. Unlike
 * ResourceListPage, the name opens the view and the words are the module's own.
 */
export function ViewListPage<T extends Row, K extends QueryKey>(p: ViewListPageProps<T, K>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = p.manage ? (
    <CreateLink {...p.links.create} label={t(`${p.texts}.create`)} testId={`${p.testId}-create`} />
  ) : null;

  const actions = (row: T): RowAction[] =>
    crudRowActions(t, p.testId, row.id, {
      view: () => void navigate(p.links.view(row.id)),
      edit: p.manage ? () => void navigate(p.links.edit(row.id)) : undefined,
      more: p.manage ? p.actions.more?.(row) : undefined,
      remove: p.manage
        ? {
            title: t(`${p.texts}.deleteTitle`, { name: p.name.of(row) }),
            text: t(`${p.texts}.deleteText`),
            run: () => p.remove(row.id),
          }
        : undefined,
    });

  const columns: TableColumnsType<T> = [
    {
      title: p.name.title,
      key: 'name',
      render: (_v, row) => (
        <Link {...p.links.view(row.id)} data-testid={`${p.testId}-link-${row.id}`}>
          {p.name.of(row)}
        </Link>
      ),
    },
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
        empty={<EmptyState message={t(`${p.texts}.empty`)}>{create}</EmptyState>}
        emptyNarrowed={(query, clear) => (
          <EmptyState
            message={t(`${p.texts}.emptyFor`, { query })}
            clear={{ onClick: clear, label: p.clearLabel, testId: `${p.testId}-clear-search` }}
          />
        )}
      />
    </>
  );
}
