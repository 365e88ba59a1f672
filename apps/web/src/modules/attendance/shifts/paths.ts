/** Where the shift screens live (spec 3 §2 "workshift"; ambiguities 2 and 4: roaster and roster both). */
const BASE = '/admin/attendance/workshift';

export const SHIFT_SCREENS = {
  list: `${BASE}/all` as string,
  create: `${BASE}/create` as string,
  edit: (id: number | string) => `${BASE}/edit/${id}`,
  details: (id: number | string) => `${BASE}/details/${id}`,
  assign: (id: number | string) => `${BASE}/assign-employee/${id}`,
  roster: `${BASE}/roaster` as string,
  rosterCreate: `${BASE}/roaster/create` as string,
  calendar: `${BASE}/calendar` as string,
  settings: `${BASE}/settings` as string,
  shiftTypes: `${BASE}/settings/shift-type` as string,
  clock: `${BASE}/settings/clock` as string,
  clockOptions: `${BASE}/settings/clock-options` as string,
  scheduler: '/admin/attendance/scheduler/create' as string,
} as const;
