import type { TableColumnType } from 'antd';
import { approvalLevelLabel } from '@clockroom/contracts';

/**
 * A level's label (spec 1 §4): the contracts' approvalLevelLabel in English ("1st Approver"); French
 * ordinals follow their own rule (1er, 2e, 11e), so they are written here rather than translated.
 */
export function levelLabel(level: number, language: string): string {
  if (!language.startsWith('fr')) return approvalLevelLabel(level);
  return level <= 0 ? 'En attente' : `${level === 1 ? '1er' : `${level}e`} approbateur`;
}

interface LevelColumnOptions {
  /** The screens the column shows on (`md` and wider by default). */
  responsive?: TableColumnType<unknown>['responsive'];
  /** The row's field holding the level (`level` by default). */
  dataIndex?: string;
  /** Who decides at level 0, when no approver group covers the person (a module's own approvers). */
  fallback?: string;
}

/** An approvals inbox's column of the level each row waits on, in the app's language. */
export function levelColumn<T>(
  title: string,
  language: string,
  o: LevelColumnOptions = {},
): TableColumnType<T> {
  const { fallback } = o;
  return {
    title,
    dataIndex: o.dataIndex ?? 'level',
    responsive: o.responsive ?? ['md'],
    render: (level: number) =>
      fallback !== undefined && !(level > 0) ? fallback : levelLabel(level, language),
  };
}
