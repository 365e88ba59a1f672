import type { TableColumnsType } from 'antd';
import { ResponsiveRowActions, type ResponsiveRowActionsProps } from './responsive-row-actions.tsx';

/**
 * A list's fixed-right actions column, the one nearly every list repeats: its heading, and for each
 * row its actions with the group's accessible name and the menu's test id.
 */
export function rowActionsColumn<R>(
  title: string,
  of: (row: R) => ResponsiveRowActionsProps,
): TableColumnsType<R>[number] {
  return {
    title,
    key: 'actions',
    fixed: 'right',
    render: (_v, row) => <ResponsiveRowActions {...of(row)} />,
  };
}
