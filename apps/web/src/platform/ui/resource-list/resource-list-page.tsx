import type { ReactNode } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Flex, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type ListPage, type PermissionSlug } from '@clockroom/contracts';
import type { LinkTarget } from '../../routing/resource-routes.ts';
import { useCurrentUser } from '../../session/current-user.ts';
import { CreateLink } from '../create-link.tsx';
import { DataTable, type FilterContext } from '../data-table/data-table.tsx';
import type { ListParams } from '../data-table/list-search.ts';
import { EmptyState } from '../empty-state.tsx';
import { PageHeader } from '../page-header.tsx';
import { RowActions } from '../row-actions.tsx';
import { BulkDelete } from './bulk-delete.tsx';

interface Row {
  id: number;
}

export interface ResourceListPageProps<T extends Row, K extends QueryKey> {
  /**
   * The i18n prefix of the resource's texts: `<texts>.title`, `.subtitle`, `.create`, `.search`,
   * `.btnText` (the empty state's "Create ..."), `.name`, `.deleteTitle` ({name}), `.deleteText`,
   * and for bulk delete `.deleteSelected`, `.deleteSelectedTitle`, `.deleteSelectedText`.
   */
  texts: string;
  /** Prefix of the test ids: `<testId>-table`, `<testId>-create`, `<testId>-edit-<id>`, `<testId>-bulk-delete`. */
  testId: string;
  permissions: { create?: PermissionSlug; edit?: PermissionSlug; delete?: PermissionSlug };
  /** The resource's typed screen links (`xScreens.paths.create`, `xScreens.paths.edit`). */
  links: { create: LinkTarget; edit: (id: number) => LinkTarget };
  query: (params: ListParams) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
  /** The first column: the row's name, a link to its edit screen for those who may edit. */
  name: { field: keyof T & string; extra?: (row: T) => ReactNode };
  /** The columns after the name; the actions column is added here. */
  columns: TableColumnsType<T>;
  /** Deleting: `one` from the row's icon; `many` turns on row selection and a bulk delete. */
  remove?: {
    one: (row: T) => Promise<unknown>;
    many?: (ids: number[]) => Promise<unknown>;
    /** A row that may not be deleted (the head office, say): its icon is disabled. */
    disabled?: (row: T) => boolean;
  };
  /** Filter controls beside the search box; their values live in the URL. */
  toolbar?: (ctx: FilterContext) => ReactNode;
}

/**
 * A resource's list screen, the shape most settings and records share: the header with its Create
 * button, the searchable, paged table whose first column links to the edit screen, the edit and delete
 * icons, bulk delete and the empty state; each action shown only to those whose permission allows it.
 * A screen that needs more keeps composing `DataTable` itself.
 */
export function ResourceListPage<T extends Row, K extends QueryKey>(props: ResourceListPageProps<T, K>) {
  const { texts, testId, permissions, links, query, name, columns, remove, toolbar } = props;
  const { t } = useTranslation();
  const user = useCurrentUser();
  const may = (slug?: PermissionSlug) => slug !== undefined && hasPermission(user, slug);
  const canCreate = may(permissions.create);
  const canEdit = may(permissions.edit);
  const canDelete = may(permissions.delete) && remove !== undefined;
  // A failed delete has already been shown by the mutation's error notice; the dialog just closes.
  const quietly = (work: Promise<unknown>) => work.catch(() => undefined);
  const nameOf = (row: T) => String(row[name.field] ?? '');

  const nameColumn: TableColumnsType<T>[number] = {
    title: t(`${texts}.name`),
    dataIndex: name.field,
    render: (_v, row) => {
      const label = canEdit ? <Link {...links.edit(row.id)}>{nameOf(row)}</Link> : <span>{nameOf(row)}</span>;
      const extra = name.extra?.(row);
      return extra ? (
        <Flex gap={8} align="center" wrap>
          {label}
          {extra}
        </Flex>
      ) : (
        label
      );
    },
  };
  const actionsColumn: TableColumnsType<T>[number] = {
    title: t('words.actions'),
    key: 'actions',
    fixed: 'right',
    width: 110,
    render: (_v, row) => (
      <RowActions
        testId={testId}
        id={row.id}
        name={nameOf(row)}
        edit={canEdit ? { ...links.edit(row.id), label: t('words.edit') } : null}
        remove={
          canDelete
            ? {
                label: t('words.delete'),
                title: t(`${texts}.deleteTitle`, { name: nameOf(row) }),
                text: `${texts}.deleteText`,
                onConfirm: () => quietly(remove.one(row)),
                disabled: remove.disabled?.(row),
              }
            : null
        }
      />
    ),
  };
  const many = canDelete ? remove.many : undefined;

  return (
    <>
      <PageHeader
        title={t(`${texts}.title`)}
        subtitle={t(`${texts}.subtitle`)}
        extra={
          canCreate ? (
            <CreateLink {...links.create} label={t(`${texts}.create`)} testId={`${testId}-create`} />
          ) : null
        }
      />
      <DataTable
        testId={`${testId}-table`}
        query={query}
        columns={[nameColumn, ...columns, ...(canEdit || canDelete ? [actionsColumn] : [])]}
        rowKey={'id' as keyof T & string}
        searchPlaceholder={t(`${texts}.search`)}
        toolbar={toolbar}
        bulkActions={
          many
            ? (keys, clear) => (
                <BulkDelete
                  title={`${texts}.deleteSelectedTitle`}
                  text={`${texts}.deleteSelectedText`}
                  label={t(`${texts}.deleteSelected`)}
                  testId={`${testId}-bulk-delete`}
                  run={() => many(keys.map(Number)).then(clear)}
                />
              )
            : undefined
        }
        empty={<EmptyState btnText={canCreate ? t(`${texts}.btnText`) : undefined} to={links.create.to} />}
      />
    </>
  );
}
