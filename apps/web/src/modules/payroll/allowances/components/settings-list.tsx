import type { ReactNode } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type ListPage } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import type { ListParams } from '../../../../platform/ui/data-table/list-search.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import type { LinkTarget } from '../../../../platform/routing/resource-routes.ts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { crudRowActions } from '../../../../platform/ui/crud-row-actions.tsx';
import type { RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { rowActionsColumn } from '../../../../platform/ui/row-actions-column.tsx';

interface Row {
  id: number;
  name: string;
}

interface SettingsListProps<T extends Row, K extends QueryKey> {
  /** The i18n prefix: `<texts>.title`, `.subtitle`, `.create`, `.search`, `.empty`, `.emptyFor`, `.deleteTitle`, `.deleteText`. */
  texts: string;
  testId: string;
  query: (params: ListParams) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
  /** Columns after the name (which links to the record's view). */
  columns: TableColumnsType<T>;
  links: { create: LinkTarget; view: (id: number) => LinkTarget; edit: (id: number) => LinkTarget };
  remove: (id: number) => Promise<unknown>;
  /** More header actions, before the create button (the claims' approvers). */
  extra?: ReactNode;
}

/**
 * An allowance settings list (ADR 45): searchable and paged, each row viewed, edited or deleted; the
 * create button and the changes only for those who manage salary settings.
 */
export function SettingsList<T extends Row, K extends QueryKey>(p: SettingsListProps<T, K>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const manage = hasPermission(useCurrentUser(), 'manage salary settings');
  const create = manage ? (
    <CreateLink {...p.links.create} label={t(`${p.texts}.create`)} testId={`${p.testId}-create`} />
  ) : null;

  const actions = (row: T): RowAction[] =>
    crudRowActions(t, p.testId, row.id, {
      view: () => void navigate(p.links.view(row.id)),
      edit: manage ? () => void navigate(p.links.edit(row.id)) : undefined,
      remove: manage
        ? {
            title: t(`${p.texts}.deleteTitle`, { name: row.name }),
            text: t(`${p.texts}.deleteText`),
            run: () => p.remove(row.id),
          }
        : undefined,
    });

  const columns: TableColumnsType<T> = [
    {
      title: t('allowance.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Link {...p.links.view(row.id)} data-testid={`${p.testId}-link-${row.id}`}>
          {name}
        </Link>
      ),
    },
    ...p.columns,
    rowActionsColumn(t('allowance.actions'), (row) => ({
      actions: actions(row),
      label: t('allowance.actionsFor', { name: row.name }),
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
          <EmptyState message={t(`${p.texts}.emptyFor`, { query })}>
            <Button type="link" onClick={clear} data-testid={`${p.testId}-clear-search`}>
              {t('allowance.clearSearch')}
            </Button>
          </EmptyState>
        )}
      />
    </>
  );
}
