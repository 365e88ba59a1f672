/** Plain strings: the router types only literal paths, and links are built from these. Where the leave settings screens live (spec 2 §2 "Admin leave"; ADR 3 #6 for exemptions). */
export const LEAVE_SETTINGS_PATHS = {
  hub: '/admin/hrm/leave/settings' as string,
  leaveList: '/admin/hrm/leave/all' as string,
  typeList: '/admin/hrm/leave/settings/leave-type' as string,
  typeCreate: '/admin/hrm/leave/settings/leave-type/create' as string,
  typeEdit: (id: number | string) => `/admin/hrm/leave/settings/leave-type/edit/${id}`,
} as const;
