import { sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/database.ts';
import { branchTypes } from '../schema/index.ts';

/**
 * The shared branch-type list (spec 1 §3 "A branch-type list exists"). Ids are explicit and stable
 * (the table has no identity) so branches keep pointing at the same type when names are reworded.
 */
export const BRANCH_TYPES = [
  { id: 1, name: 'Head Office' },
  { id: 2, name: 'Regional Office' },
  { id: 3, name: 'Branch Office' },
  { id: 4, name: 'Factory/Plant' },
  { id: 5, name: 'Warehouse' },
  { id: 6, name: 'Retail Outlet' },
  { id: 7, name: 'Site/Project Office' },
  { id: 8, name: 'Remote' },
] as const;

export async function syncBranchTypes(owner: AppDb): Promise<void> {
  await owner
    .insert(branchTypes)
    .values([...BRANCH_TYPES])
    .onConflictDoUpdate({ target: branchTypes.id, set: { name: sql`excluded.name` } });
}
