/**
 * The employee assignment widget's bookkeeping (spec 1 §4). A screen starts from the members it
 * already has and sends the server two lists: who to add (newlyAssigned) and who to remove
 * (unassigned). Who was a member before the screen opened is never stored separately: it is exactly
 * the assigned people not newly assigned, plus the unassigned ones.
 */
export interface AssignablePerson {
  id: number;
  name: string;
  pin?: string | number | null;
  picture?: string | null;
  department?: string | null;
  branch?: string | null;
}

export interface Assignment<P extends AssignablePerson = AssignablePerson> {
  /** Who is in the right list now. */
  assigned: P[];
  /** Ids added on this screen (not members before). */
  newlyAssigned: number[];
  /** Ids of members before this screen who were removed. */
  unassigned: number[];
}

export function startAssignment<P extends AssignablePerson>(members: readonly P[] = []): Assignment<P> {
  const seen = new Set<number>();
  const assigned = members.filter((m) => !seen.has(m.id) && seen.add(m.id));
  return { assigned, newlyAssigned: [], unassigned: [] };
}

/**
 * Moving people to the right list: they join assigned and newlyAssigned and leave unassigned. A former
 * member taken back just cancels their removal (adding them again would ask the server to add a member
 * it already has).
 */
export function assign<P extends AssignablePerson>(
  state: Assignment<P>,
  people: readonly P[],
): Assignment<P> {
  const assignedIds = new Set(state.assigned.map((p) => p.id));
  const removed = new Set(state.unassigned);
  const incoming = people.filter((p) => !assignedIds.has(p.id) && assignedIds.add(p.id));
  return {
    assigned: [...state.assigned, ...incoming],
    newlyAssigned: [...state.newlyAssigned, ...incoming.filter((p) => !removed.has(p.id)).map((p) => p.id)],
    unassigned: state.unassigned.filter((id) => !incoming.some((p) => p.id === id)),
  };
}

/** Removing people from the right list: former members move to unassigned, new ones are dropped. */
export function unassign<P extends AssignablePerson>(
  state: Assignment<P>,
  ids: readonly number[],
): Assignment<P> {
  const leaving = new Set(ids.filter((id) => state.assigned.some((p) => p.id === id)));
  const fresh = new Set(state.newlyAssigned);
  return {
    assigned: state.assigned.filter((p) => !leaving.has(p.id)),
    newlyAssigned: state.newlyAssigned.filter((id) => !leaving.has(id)),
    unassigned: [...state.unassigned, ...[...leaving].filter((id) => !fresh.has(id))],
  };
}

/** The search filters (spec 1 §5): empty selections are not sent at all. */
export interface AssignmentFilters {
  query?: string;
  department_ids?: number[];
  team_ids?: number[];
  branch_ids?: number[];
  grade_ids?: number[];
}

type IdFilter = 'department_ids' | 'team_ids' | 'branch_ids' | 'grade_ids';

export function searchParams(filters: AssignmentFilters, page: number, perPage: number) {
  const params: { page: number; per_page: number; query?: string } & Partial<Record<IdFilter, string>> = {
    page,
    per_page: perPage,
  };
  const query = filters.query?.trim();
  if (query) params.query = query;
  for (const key of ['department_ids', 'team_ids', 'branch_ids', 'grade_ids'] as const) {
    const ids = filters[key];
    if (ids?.length) params[key] = ids.join(',');
  }
  return params;
}
