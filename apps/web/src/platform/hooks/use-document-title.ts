import { useEffect } from 'react';

/** "Activity History · Clockroom" in the browser tab and history. */
export function useDocumentTitle(title: unknown): void {
  useEffect(() => {
    if (typeof title === 'string' && title) document.title = `${title} · Clockroom`;
  }, [title]);
}
