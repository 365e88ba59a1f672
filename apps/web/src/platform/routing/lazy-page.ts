import type { ComponentType } from 'react';
import { lazyRouteComponent } from '@tanstack/react-router';
import { LAZY_LOAD_TIMEOUT_MS } from '@clockroom/contracts';

export const LAZY_TIMEOUT_ERROR = 'errors.lazyTimeout';

/** Rejects when the promise has not settled after `ms` (spec 1 §8: lazy parts fail after 120 s). */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A route component loaded on first visit; a slow or failed download surfaces as the route's error page. */
export function lazyPage<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>) {
  return lazyRouteComponent(() => withTimeout(importer(), LAZY_LOAD_TIMEOUT_MS, LAZY_TIMEOUT_ERROR));
}
