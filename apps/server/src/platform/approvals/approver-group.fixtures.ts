import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/harness.ts';
import { must } from '../../test/must.ts';

/**
 * Test helper: a module's approver group for these employees with one level and one approver,
 * written straight into the tables so a module's approval tests need not drive the groups' screens.
 */
export async function oneLevelGroup(
  t: TestApp,
  companyId: number,
  group: { module: string; description: string },
  memberIds: number[],
  approverId: number,
): Promise<number> {
  const r = await t.database.owner.execute<{ id: string | number }>(sql`
    INSERT INTO approver_groups (company_id, module, description, basis, member_ids, approval_type)
    VALUES (${companyId}, ${group.module}, ${group.description}, 'employees',
      ${`{${memberIds.join(',')}}`}::bigint[], 'Sequential') RETURNING id`);
  const id = Number(must(r.rows[0], 'the group').id);
  await t.database.owner
    .execute(sql`INSERT INTO approver_group_levels (company_id, group_id, level, approver_id)
    VALUES (${companyId}, ${id}, 1, ${approverId})`);
  return id;
}
