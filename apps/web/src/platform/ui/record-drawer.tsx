import { useEffect, type ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { DetailDrawer } from './detail-drawer.tsx';

/** What a list gives its record's side panel: which record is open, and the panel's buttons. */
export interface RecordDrawerProps<T> {
  id: number | null;
  onClose: () => void;
  /** Buttons for the record (edit, cancel, approve...), given the loaded record. */
  footer?: (record: T) => ReactNode;
}

interface Props<T extends { id: number }, K extends QueryKey> extends RecordDrawerProps<T> {
  /** The record's query for an id, as its queryOptions factory gives it. */
  query: (id: number) => UseQueryOptions<T, Error, T, K>;
  title: ReactNode;
  /** The loaded record's facts. */
  children: (record: T) => ReactNode;
}

/**
 * The side panel of one record of a list, loaded by id: a skeleton until the record of that id is
 * there (never the previous one's facts), and closed again when the fetch fails (spec 2 §8).
 */
export function RecordDrawer<T extends { id: number }, K extends QueryKey>({
  id,
  onClose,
  footer,
  query,
  title,
  children,
}: Props<T, K>) {
  const record = useQuery({ ...query(id ?? 0), enabled: id !== null });
  // Spec 2 §8: a failed fetch of a single item for the side panel closes the panel.
  useEffect(() => {
    if (id !== null && record.isError) onClose();
  }, [id, record.isError, onClose]);
  const data = id !== null && record.data?.id === id ? record.data : undefined;
  return (
    <DetailDrawer
      open={id !== null}
      title={title}
      onClose={onClose}
      loading={data === undefined}
      footer={data && footer ? footer(data) : undefined}
    >
      {data ? children(data) : null}
    </DetailDrawer>
  );
}
