import type { Key } from 'react';

/**
 * Stands in for `@rc-component/tree`'s index inside antd's table row selection (`useSelection`) in
 * production builds (see vite.config.ts, docs/decisions/0039). The selection takes four helpers from the
 * index, and the index keeps the whole Tree component (~11 KB gzip) on every list page. These are the
 * same helpers: two from the files that define them, two copied (tree-selection-utils.test.ts keeps
 * them equal to the real ones).
 */
export { conductCheck } from '@rc-component/tree/es/utils/conductUtil';
export { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil';

export function arrDel(list: Key[] | undefined, value: Key): Key[] {
  if (!list) return [];
  const clone = list.slice();
  const index = clone.indexOf(value);
  if (index >= 0) clone.splice(index, 1);
  return clone;
}

export function arrAdd(list: Key[] | undefined, value: Key): Key[] {
  const clone = (list ?? []).slice();
  if (!clone.includes(value)) clone.push(value);
  return clone;
}
