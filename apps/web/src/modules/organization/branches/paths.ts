/** Where the branch screens live (spec 1 §2: branch view-all, create, edit/{id}). */
export const BRANCH_PATHS = {
  list: '/admin/organization/branch/view-all',
  create: '/admin/organization/branch/create',
  edit: (id: number | string) => `/admin/organization/branch/edit/${id}`,
} as const;
