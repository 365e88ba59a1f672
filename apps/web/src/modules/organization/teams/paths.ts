/** Where the team screens live (spec 1 §2: team view-all, create, edit/{id}). */
export const TEAM_PATHS = {
  list: '/admin/organization/team/view-all',
  create: '/admin/organization/team/create',
  edit: (id: number | string) => `/admin/organization/team/edit/${id}`,
} as const;
