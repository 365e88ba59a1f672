import type { ReactNode } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type ListPage } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import type { ListParams } from '../../../../platform/ui/data-table/list-search.ts';
import type { LinkTarget } from '../../../../platform/routing/resource-routes.ts';
import { ViewListPage } from '../../../../platform/ui/resource-list/view-list-page.tsx';

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
  const manage = hasPermission(useCurrentUser(), 'manage salary settings');
  return (
    <ViewListPage
      {...p}
      manage={manage}
      name={{ title: t('allowance.name'), of: (row) => row.name }}
      actions={{
        title: t('allowance.actions'),
        label: (row) => t('allowance.actionsFor', { name: row.name }),
      }}
      clearLabel={t('allowance.clearSearch')}
    />
  );
}
