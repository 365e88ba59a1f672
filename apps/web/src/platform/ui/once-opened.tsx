import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a lazily loaded panel or dialog from the first time it opens, and keeps it mounted after,
 * so its closing animation still plays: a list page does not download its detail drawer or its
 * reject dialog until someone asks for one (ARCHITECTURE §6 route budgets).
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
