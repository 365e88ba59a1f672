/**
 * Which approver group applies to an employee (ADR 22): the most specific basis wins — employee,
 * then grade, then department, then branch. Within a basis a group for the employee's own branch
 * beats one for every branch (branch_id 0), then the oldest group (lowest id), so the choice never
 * depends on the order rows were read in.
 */
export type ApproverBasis = 'employees' | 'station_grade' | 'department' | 'branch';

export interface GroupScope {
  id: number;
  basis: ApproverBasis;
  /** The employees, grades, departments or branches the group names. */
  ids: readonly number[];
  /** Narrows a grade or department group to one branch; 0 for every branch (and for the other bases). */
  branchId: number;
}

export interface EmployeePlacement {
  employeeId: number;
  gradeId: number | null;
  departmentId: number | null;
  branchId: number | null;
}

const SPECIFICITY: readonly ApproverBasis[] = ['employees', 'station_grade', 'department', 'branch'];

function subjectOf(basis: ApproverBasis, who: EmployeePlacement): number | null {
  switch (basis) {
    case 'employees':
      return who.employeeId;
    case 'station_grade':
      return who.gradeId;
    case 'department':
      return who.departmentId;
    case 'branch':
      return who.branchId;
  }
}

function applies(group: GroupScope, who: EmployeePlacement): boolean {
  const subject = subjectOf(group.basis, who);
  if (subject === null || !group.ids.includes(subject)) return false;
  return group.branchId === 0 || group.branchId === who.branchId;
}

export function chooseGroup<G extends GroupScope>(
  groups: readonly G[],
  who: EmployeePlacement,
): G | undefined {
  for (const basis of SPECIFICITY) {
    const candidates = groups.filter((g) => g.basis === basis && applies(g, who));
    if (candidates.length === 0) continue;
    return candidates.reduce((best, g) => {
      const gOwnBranch = g.branchId !== 0;
      const bestOwnBranch = best.branchId !== 0;
      if (gOwnBranch !== bestOwnBranch) return gOwnBranch ? g : best;
      return g.id < best.id ? g : best;
    });
  }
  return undefined;
}
