/** A lone surrogate: `u` mode reads a proper pair as one code point, so only a lone half is `Cs`. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Text PostgreSQL cannot store as sent: a NUL, or a lone surrogate (which has no UTF-8 form). */
export function isBadText(s: string, replacementMarksBadBytes = false): boolean {
  return s.includes('\u0000') || LONE_SURROGATE.test(s) || (replacementMarksBadBytes && s.includes('\uFFFD'));
}

/**
 * The dot paths (`station_name`, `items.0.name`) of every string, and every object key, in a parsed
 * body, query or params that `isBadText` refuses. It walks with its own stack, not recursion: JSON
 * nested a hundred thousand deep parses fine and must not overflow the walk.
 */
export function badTextFields(root: unknown, replacementMarksBadBytes = false): string[] {
  const found: string[] = [];
  // A key that cannot be stored is reported when its turn comes, so the paths keep document order.
  const stack: { value: unknown; path: string; badKey?: boolean }[] = [{ value: root, path: '' }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, path } = item;
    if (item.badKey === true || (typeof value === 'string' && isBadText(value, replacementMarksBadBytes))) {
      found.push(path);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], path: join(path, String(i)) });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] ?? ['', undefined];
        stack.push({ value: child, path: join(path, key), badKey: isBadText(key, replacementMarksBadBytes) });
      }
    }
  }
  return found;
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/**
 * Fastify's query parser keeps an escape that does not decode to UTF-8 (`%FF`, or `%ED%A0%80`, a lone
 * surrogate) as its literal text rather than failing, so the raw query is checked as well. Returns the
 * names of the parameters whose name or value does not decode.
 */
export function undecodableQueryFields(url: string): string[] {
  const start = url.indexOf('?');
  if (start < 0) return [];
  const found: string[] = [];
  for (const pair of url.slice(start + 1).split('&')) {
    const eq = pair.indexOf('=');
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    const key = decoded(rawKey);
    const value = eq < 0 ? '' : decoded(pair.slice(eq + 1));
    if (key === undefined || value === undefined) found.push(key ?? rawKey);
  }
  return found;
}

function decoded(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}
