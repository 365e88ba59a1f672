import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { ApproverGroupRow, ApproverLevel } from '@clockroom/contracts';
import type { Tx } from '../db/database.ts';
import { selectedPage } from '../db/paging.ts';
import { approverGroupLevels, approverGroups } from '../../db/schema/index.ts';
import type { ApprovalType, LevelPlan } from './engine.ts';
import type { ApproverBasis } from './group-choice.ts';
import { deleteCompanyRows } from '../db/rows.ts';
import { childCount, employeeNameOf } from '../db/related-rows.ts';

/** Approver groups as their settings screens read and write them; every query names the company. */

const rowColumns = {
  id: approverGroups.id,
  group_name: approverGroups.description,
  approvers_count: childCount(approverGroupLevels, approverGroupLevels.groupId, approverGroups),
  approval_types: approverGroups.approvalType,
  category_type: approverGroups.basis,
  assigned_count: sql<number>`cardinality(${approverGroups.memberIds})`,
  branch_id: approverGroups.branchId,
};

type RawRow = Omit<ApproverGroupRow, 'approval_types' | 'category_type'> & {
  approval_types: string;
  category_type: string;
  branch_id: number | null;
};
/** A group as listed; `branch_id` narrows a grade or department group (leave approvers show it). */
export type StoredGroupRow = ApproverGroupRow & { branch_id: number | null };
const toRow = (r: RawRow): StoredGroupRow => ({
  ...r,
  approval_types: r.approval_types as ApprovalType,
  category_type: r.category_type as ApproverBasis,
});

const ofModule = (companyId: number, module: string): SQL | undefined =>
  and(eq(approverGroups.companyId, companyId), eq(approverGroups.module, module));

export async function listGroups(
  tx: Tx,
  companyId: number,
  module: string,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const where = and(
    ofModule(companyId, module),
    search ? ilike(approverGroups.description, `%${search}%`) : undefined,
  );
  const order = [asc(sql`lower(${approverGroups.description})`), asc(approverGroups.id)];
  return selectedPage(
    tx,
    { columns: rowColumns, from: approverGroups, where, order },
    { limit, offset },
    toRow,
  );
}

export async function findGroup(tx: Tx, companyId: number, module: string, id: number) {
  const [row] = await tx
    .select({ ...rowColumns, memberIds: approverGroups.memberIds, branchId: approverGroups.branchId })
    .from(approverGroups)
    .where(and(ofModule(companyId, module), eq(approverGroups.id, id)))
    .limit(1);
  if (!row) return undefined;
  const { memberIds, branchId, ...rest } = row;
  return { row: toRow(rest), memberIds, branchId };
}

export async function groupLevels(tx: Tx, companyId: number, id: number): Promise<ApproverLevel[]> {
  const rows = await tx
    .select({
      level: approverGroupLevels.level,
      approval_person_id: approverGroupLevels.approverId,
      alt_approval_person_id: approverGroupLevels.altApproverId,
      approval_person_name: employeeNameOf(approverGroupLevels, approverGroupLevels.approverId),
      alt_approval_person: employeeNameOf(approverGroupLevels, approverGroupLevels.altApproverId),
    })
    .from(approverGroupLevels)
    .where(and(eq(approverGroupLevels.companyId, companyId), eq(approverGroupLevels.groupId, id)))
    .orderBy(asc(approverGroupLevels.level));
  // A level's id is its number within the group (the key is company, group, level).
  return rows.map((r) => ({ ...r, id: r.level, approval_person_name: r.approval_person_name ?? '' }));
}

export interface GroupValues {
  description: string;
  approvalType: ApprovalType;
}

export async function updateGroup(
  tx: Tx,
  companyId: number,
  module: string,
  id: number,
  v: GroupValues,
  levels: LevelPlan[],
) {
  await tx
    .update(approverGroups)
    .set({ ...v, updatedAt: new Date() })
    .where(and(ofModule(companyId, module), eq(approverGroups.id, id)));
  await deleteCompanyRows(tx, approverGroupLevels, companyId, eq(approverGroupLevels.groupId, id));
  if (levels.length)
    await tx.insert(approverGroupLevels).values(levels.map((l) => ({ companyId, groupId: id, ...l })));
}

export async function deleteGroup(tx: Tx, companyId: number, module: string, id: number): Promise<void> {
  await tx.delete(approverGroups).where(and(ofModule(companyId, module), eq(approverGroups.id, id)));
}

export async function setMembers(
  tx: Tx,
  companyId: number,
  module: string,
  id: number,
  basis: ApproverBasis,
  memberIds: number[],
) {
  await tx
    .update(approverGroups)
    .set({ basis, memberIds, updatedAt: new Date() })
    .where(and(ofModule(companyId, module), eq(approverGroups.id, id)));
}

/** Which of `ids` are the module's groups (to refuse a batch naming another company's or none). */
export async function existingGroupIds(
  tx: Tx,
  companyId: number,
  module: string,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: approverGroups.id })
    .from(approverGroups)
    .where(and(ofModule(companyId, module), inArray(approverGroups.id, ids)))
    .for('update');
  return rows.map((r) => r.id);
}

export async function deleteGroups(tx: Tx, companyId: number, module: string, ids: number[]): Promise<void> {
  await tx.delete(approverGroups).where(and(ofModule(companyId, module), inArray(approverGroups.id, ids)));
}

export async function setScope(
  tx: Tx,
  companyId: number,
  module: string,
  id: number,
  scope: { basis: ApproverBasis; memberIds: number[]; branchId: number | null },
) {
  await tx
    .update(approverGroups)
    .set({ ...scope, updatedAt: new Date() })
    .where(and(ofModule(companyId, module), eq(approverGroups.id, id)));
}
