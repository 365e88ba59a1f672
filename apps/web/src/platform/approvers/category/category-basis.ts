import type { CategoryApproverDetail } from '@clockroom/contracts';

/** The bases of an approver list (spec 2 §9): saved as station_grade, loaded by the spec's screen as 'grade'. */
export const CATEGORY_CHOICES = ['employees', 'station_grade', 'department', 'branch'] as const;
export type CategoryChoice = (typeof CATEGORY_CHOICES)[number];

/** Each basis's list field and its "Please select …" message (a key of the module's messages). */
export const BASIS_LIST = {
  employees: { field: 'employees', message: 'employeesRequired' },
  station_grade: { field: 'grades', message: 'gradesRequired' },
  department: { field: 'departments', message: 'departmentsRequired' },
  branch: { field: 'branches', message: 'branchesRequired' },
} as const satisfies Record<CategoryChoice, { field: string; message: string }>;

/** A grade or department list applies in one branch; employees and branches name theirs (spec 2 §5). */
export const needsBranch = (basis: CategoryChoice) => basis === 'station_grade' || basis === 'department';

/**
 * The category of a stored list, from whichever list is filled (spec 2 §4 "derives the category type
 * from which list is non-empty"); 'grade' reads as station_grade.
 */
export function basisOf(
  group: Pick<CategoryApproverDetail, 'employees' | 'employeeGrades' | 'departments' | 'branches'> & {
    category_type: string;
  },
): CategoryChoice {
  if (group.employees.length > 0) return 'employees';
  if (group.employeeGrades.length > 0) return 'station_grade';
  if (group.departments.length > 0) return 'department';
  if (group.branches.length > 0) return 'branch';
  const stored = group.category_type === 'grade' ? 'station_grade' : group.category_type;
  return (CATEGORY_CHOICES as readonly string[]).includes(stored) ? (stored as CategoryChoice) : 'employees';
}

/** The names of a stored list's members, by id, so the pickers show them before anything loads. */
export function storedMemberNames(group?: CategoryApproverDetail): ReadonlyMap<number, string> {
  if (!group) return new Map();
  const names = new Map<number, string>();
  for (const e of group.employees) names.set(e.id, e.employee_name);
  for (const g of group.employeeGrades) names.set(Number(g.id), String(g.grade_name));
  for (const d of group.departments) names.set(Number(d.id), String(d.department_name));
  for (const b of group.branches) names.set(Number(b.id), String(b.station_name));
  return names;
}
