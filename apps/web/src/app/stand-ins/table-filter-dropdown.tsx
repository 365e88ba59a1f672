import { lazy, Suspense, type ReactNode } from 'react';
import type { ColumnFilterItem, FilterValue } from 'antd/es/table/interface';
import type { FilterDropdownProps } from 'antd/es/table/hooks/useFilter/FilterDropdown';

/**
 * Stands in for antd's table column filter dropdown inside Table's `useFilter` in production builds
 * (see vite.config.ts, docs/decisions/0039). Every Table imports it, and with it Tree, Menu and the
 * filter search (~13 KB gzip), for columns with `filters` or `filterDropdown`, which no screen sets
 * today. Should one set them, the real dropdown loads when that column first renders: its title shows
 * meanwhile, then the filter trigger beside it, as before.
 */
const RealFilterDropdown = lazy(() => import('antd/es/table/hooks/useFilter/FilterDropdown'));

export default function FilterDropdown(props: FilterDropdownProps & { children: ReactNode }) {
  return (
    <Suspense fallback={props.children}>
      <RealFilterDropdown {...props} />
    </Suspense>
  );
}

/** Same code as antd 6's `flattenKeys`, which `useFilter` imports from the same module. */
export function flattenKeys(filters?: ColumnFilterItem[]): FilterValue {
  let keys: FilterValue = [];
  (filters ?? []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys = [...keys, ...flattenKeys(children)];
  });
  return keys;
}
