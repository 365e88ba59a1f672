/** Where the role screens live (spec 1 §2: roles view-all, create, edit/{id}, view/{id}). */
export const ROLES_PATH = '/admin/organization/system-settings/roles';
export const roleViewPath = (id: number | string) => `${ROLES_PATH}/view/${id}`;
export const roleEditPath = (id: number | string) => `${ROLES_PATH}/edit/${id}`;
