import { isAdmin } from '@clockroom/contracts';
import { viewOfPath } from '../routing/active-view.ts';

/**
 * Where to go after signing in: the remembered page, unless it is unsafe (another origin), a public
 * page, or an admin page that this user may not open. Null means "go to the user's home".
 */
export function safeReturnPath(path: string | null, user: { permissions: readonly string[] }): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  const pathname = path.split(/[?#]/)[0] ?? '';
  const view = viewOfPath(pathname);
  if (view === null) return null;
  if (view === 'admin' && !isAdmin(user)) return null;
  return path;
}
