import type { ReactNode } from 'react';
import '../dashboard.css';

/**
 * A panel's short list of things to act on (surveys to answer, tasks due, trainings), each drawn by
 * `children`, or a muted line saying there are none.
 */
export function ItemList<T extends { id: number }>({
  items,
  emptyText,
  testId,
  children,
}: {
  items: readonly T[];
  emptyText: string;
  testId?: string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="cr-muted cr-m0">{emptyText}</p>;
  return (
    <ul className="cr-plain-list cr-perf-items" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
