import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { insertCompanyRow } from '../db/rows.ts';
import { approverGroupLevels, approverGroups, employees } from '../../db/schema/index.ts';
import type { ApprovalType, LevelPlan } from './engine.ts';
import type { ApproverBasis, EmployeePlacement, GroupScope } from './group-choice.ts';

/**
 * What the engine reads to choose the group that applies to a request (group-choice.ts): where the
 * employee sits, and a module's groups with their levels; and a group written with its levels. Every
 * statement names the company as well as relying on RLS (ADR 18).
 */

export interface GroupWithLevels extends GroupScope {
  approvalType: ApprovalType;
  levels: LevelPlan[];
}

export async function findPlacement(
  tx: Tx,
  companyId: number,
  employeeId: number,
): Promise<EmployeePlacement | undefined> {
  const [row] = await tx
    .select({
      employeeId: employees.id,
      gradeId: employees.employeeGradeId,
      departmentId: employees.departmentId,
      branchId: employees.branchId,
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row;
}

/** A module's groups with their levels: few per company, so the choice is made in memory. */
export async function listGroupsWithLevels(
  tx: Tx,
  companyId: number,
  module: string,
): Promise<GroupWithLevels[]> {
  const groups = await tx
    .select()
    .from(approverGroups)
    .where(and(eq(approverGroups.companyId, companyId), eq(approverGroups.module, module)))
    .orderBy(asc(approverGroups.id));
  if (groups.length === 0) return [];
  const levels = await tx
    .select()
    .from(approverGroupLevels)
    .where(
      and(
        eq(approverGroupLevels.companyId, companyId),
        inArray(
          approverGroupLevels.groupId,
          groups.map((g) => g.id),
        ),
      ),
    )
    .orderBy(asc(approverGroupLevels.groupId), asc(approverGroupLevels.level));
  return groups.map((g) => ({
    id: g.id,
    basis: g.basis as ApproverBasis,
    ids: g.memberIds,
    branchId: g.branchId ?? 0,
    approvalType: g.approvalType as ApprovalType,
    levels: levels
      .filter((l) => l.groupId === g.id)
      .map((l) => ({ level: l.level, approverId: l.approverId, altApproverId: l.altApproverId })),
  }));
}

export async function insertGroup(
  tx: Tx,
  companyId: number,
  group: {
    module: string;
    description: string;
    basis: ApproverBasis;
    memberIds: number[];
    branchId: number | null;
    approvalType: ApprovalType;
    levels: LevelPlan[];
  },
): Promise<number> {
  const { levels, ...values } = group;
  const id = await insertCompanyRow(tx, approverGroups, companyId, values, 'the new approver group');
  if (levels.length) {
    await tx.insert(approverGroupLevels).values(levels.map((l) => ({ companyId, groupId: id, ...l })));
  }
  return id;
}
