/** Where the department screens live (spec 1 §2: department view-all, create, edit/{id}). */
export const DEPARTMENT_PATHS = {
  list: '/admin/organization/department/view-all',
  create: '/admin/organization/department/create',
  edit: (id: number | string) => `/admin/organization/department/edit/${id}`,
} as const;
