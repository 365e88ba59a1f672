/**
 * A board's order (ADR 61): each column is a list of task ids in order, and a task's `position` is
 * its 0-based index in its column. Moving a task takes it out of its column and puts it at the given
 * place of the target column (clamped to the column's length; absent: the end); both columns are then
 * numbered 0, 1, 2… again. The server applies the result in one transaction, the web shows it at once.
 */
export type BoardColumns = ReadonlyMap<number, readonly number[]>;

export interface OrderedTask {
  id: number;
  status_id: number;
  position: number;
}

/** The columns of these tasks, each sorted by position then id. */
export function boardColumns(
  tasks: readonly OrderedTask[],
  statusIds: readonly number[] = [],
): Map<number, number[]> {
  const cols = new Map<number, OrderedTask[]>(statusIds.map((s) => [s, []]));
  for (const t of tasks) {
    const col = cols.get(t.status_id) ?? [];
    col.push(t);
    cols.set(t.status_id, col);
  }
  return new Map(
    [...cols].map(([s, list]) => [
      s,
      [...list].sort((a, b) => a.position - b.position || a.id - b.id).map((t) => t.id),
    ]),
  );
}

/** The columns after moving `taskId` into `toStatus` at `position`; unchanged columns are kept. */
export function moveInColumns(
  columns: BoardColumns,
  taskId: number,
  toStatus: number,
  position?: number,
): Map<number, number[]> {
  const next = new Map<number, number[]>();
  for (const [s, ids] of columns)
    next.set(
      s,
      ids.filter((id) => id !== taskId),
    );
  const target = next.get(toStatus) ?? [];
  const at = position === undefined ? target.length : Math.max(0, Math.min(position, target.length));
  target.splice(at, 0, taskId);
  next.set(toStatus, target);
  return next;
}

/** Each task's new (status, position) that differs from before: what a move must write. */
export function orderChanges(before: readonly OrderedTask[], columns: BoardColumns): OrderedTask[] {
  const old = new Map(before.map((t) => [t.id, t]));
  const changes: OrderedTask[] = [];
  for (const [status, ids] of columns)
    ids.forEach((id, position) => {
      const t = old.get(id);
      if (!t || t.status_id !== status || t.position !== position)
        changes.push({ id, status_id: status, position });
    });
  return changes;
}
