import type { ReactNode, ReactElement } from 'react';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Button } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type ListPage } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import type { Target } from '../links.ts';
import { useGo } from './go-link.tsx';
import '../i18n.ts';

interface Row {
  id: number;
  name: string;
}

interface SettingViewProps<T extends Row> {
  title: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query key of the kit's factories
  query: UseQueryOptions<ListPage<T>, Error, ListPage<T>, any>;
  edit: (id: number) => Target;
  editTestId: string;
  children: (record: T) => ReactNode;
}

/**
 * A settings record's read-only screen (general setting, grade): settings have no get-one call and are
 * few, so the `$id` is found in their whole list; Edit shows only to those who manage them.
 */
export function SettingView<T extends Row>({
  title,
  query,
  edit,
  editTestId,
  children,
}: SettingViewProps<T>): ReactElement {
  const { t } = useTranslation();
  const go = useGo();
  const may = hasPermission(useCurrentUser(), 'manage appraisal settings');
  const { id } = useParams({ strict: false });
  const list = useQuery(query);
  const record = list.data?.results.find((r) => r.id === Number(id));
  return (
    <>
      <PageHeader
        back
        title={title}
        subtitle={record?.name}
        extra={
          record && may ? (
            <Button icon={<EditOutlined />} onClick={() => void go(edit(record.id))} data-testid={editTestId}>
              {t('apprSet.edit')}
            </Button>
          ) : null
        }
      />
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : !record ? (
        <EmptyState message={t('apprSet.notFound')} />
      ) : (
        children(record)
      )}
    </>
  );
}
