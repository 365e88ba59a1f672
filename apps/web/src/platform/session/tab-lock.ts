const LOCK_NAME = 'clockroom:token-refresh';

/**
 * Runs `task` while no other tab of this origin runs one. Refresh tokens work once: two tabs spending
 * the same one would make the server see a reuse and revoke every session of the user (ADR 0016).
 * Browsers without Web Locks (old Safari, insecure origins) run the task straight away.
 */
export function withTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(LOCK_NAME, task);
}
