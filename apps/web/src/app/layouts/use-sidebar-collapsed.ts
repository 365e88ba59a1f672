import { useState } from 'react';
import { STORAGE_KEYS } from '../../platform/session/storage.ts';
import { storage } from '../../platform/session/session-store.ts';

/** The sidebar's collapsed state, remembered across visits (spec 1 §2). */
export function useSidebarCollapsed(): [boolean, (next: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => storage.getItem(STORAGE_KEYS.sidebarCollapsed) === 'true');
  return [
    collapsed,
    (next: boolean) => {
      storage.setItem(STORAGE_KEYS.sidebarCollapsed, String(next));
      setCollapsed(next);
    },
  ];
}
