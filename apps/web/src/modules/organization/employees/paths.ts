/** The admin profile of an employee (spec 1 §2); the global search opens it. */
export const employeeAdminPath = (id: number | string) => `/admin/organization/employees/view/${id}`;
