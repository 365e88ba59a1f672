import type { ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { PageError } from './page-error.tsx';
import { PageHeader } from './page-header.tsx';
import { PageLoading } from './page-loading.tsx';

interface RecordPageProps<T, K extends QueryKey> {
  /** The record's query, as its queryOptions factory gives it. */
  query: UseQueryOptions<T, Error, T, K>;
  title: string;
  /** The record's name under the title, once it is there. */
  subtitle: (record: T) => ReactNode;
  children: (record: T) => ReactNode;
}

/**
 * A screen about one record (an edit form): the back header, then the loading state, the retryable
 * error (a 404 included) or the record's content.
 */
export function RecordPage<T, K extends QueryKey>({
  query,
  title,
  subtitle,
  children,
}: RecordPageProps<T, K>) {
  const record = useQuery(query);
  return (
    <>
      <PageHeader
        back
        title={title}
        subtitle={record.data === undefined ? undefined : subtitle(record.data)}
      />
      {record.isPending ? (
        <PageLoading />
      ) : record.isError ? (
        <PageError error={record.error} onRetry={() => void record.refetch()} />
      ) : (
        children(record.data)
      )}
    </>
  );
}
