/// <reference types="vite/client" />
import type { IsolationCase, IsolationExemption } from './isolation.ts';

/**
 * Every module's cases, collected from its `<resource>.isolation.ts` files: a new module's file is
 * picked up by being there, with no list to edit. Each file exports arrays named `…IsolationCases`
 * and, for routes deliberately not tenant-scoped, `…IsolationExemptions`.
 */
const files = import.meta.glob<Record<string, unknown>>('../**/*.isolation.ts', { eager: true });

function exported<T>(suffix: string): T[] {
  return Object.values(files).flatMap((exports) =>
    Object.entries(exports)
      .filter(([name, value]) => name.endsWith(suffix) && Array.isArray(value))
      .flatMap(([, value]) => value as T[]),
  );
}

export const ISOLATION_CASES: IsolationCase[] = exported<IsolationCase>('IsolationCases');
export const ISOLATION_EXEMPTIONS: IsolationExemption[] = exported<IsolationExemption>('IsolationExemptions');
