import { sql } from 'drizzle-orm';
import { PERMISSION_GROUPS } from '@clockroom/contracts';
import type { AppDb } from '../../platform/db/database.ts';
import { industries, permissions } from '../schema/index.ts';
import { syncLookups } from './lookups/sync-lookups.ts';
import { syncBranchTypes } from './branch-types.ts';

export const INDUSTRIES = [
  'Agriculture',
  'Banking and Finance',
  'Construction',
  'Consulting',
  'Education',
  'Energy and Oil & Gas',
  'FMCG',
  'Government',
  'Healthcare',
  'Hospitality',
  'Information Technology',
  'Insurance',
  'Logistics and Transport',
  'Manufacturing',
  'Media and Entertainment',
  'Non-profit',
  'Real Estate',
  'Retail',
  'Telecommunications',
  'Other',
];

/**
 * Brings the shared lookups in line with the code: the permission catalogue from contracts and the
 * sign-up industries. Every Super Admin role is topped up so it keeps holding every permission.
 */
export async function syncReferenceData(owner: AppDb): Promise<void> {
  const rows = PERMISSION_GROUPS.flatMap((g) => g.slugs.map((slug) => ({ slug, module: g.module })));
  await owner
    .insert(permissions)
    .values(rows)
    .onConflictDoUpdate({ target: permissions.slug, set: { module: sql`excluded.module` } });
  await owner
    .insert(industries)
    .values(INDUSTRIES.map((name) => ({ name })))
    .onConflictDoNothing();
  await syncBranchTypes(owner);
  await owner.execute(sql`
    INSERT INTO role_permissions (company_id, role_id, permission_id)
    SELECT r.company_id, r.id, p.id FROM roles r CROSS JOIN permissions p
    WHERE r.slug = 'super-admin'
    ON CONFLICT DO NOTHING`);
  await syncLookups(owner);
}
