/**
 * Texts of departments. The web app uses them as i18n keys; they live apart from the schemas
 * so that a screen showing them does not download Zod.
 */
export const DEPARTMENT_MESSAGES = {
  listed: 'Departments retrieved successfully',
  loaded: 'Department retrieved successfully',
  created: 'Department created successfully',
  updated: 'Department updated successfully',
  deleted: 'Departments deleted successfully',
  managingListed: 'Managed departments retrieved successfully',
  notFound: 'Department not found',
  nameRequired: 'Kindly input department name',
  nameTooLong: 'Kindly keep the department name under 150 characters',
  nameTaken: 'This branch already has a department with this name',
  branchRequired: 'Kindly select a branch',
  branchInvalid: 'Kindly select a valid branch',
  headInvalid: 'Kindly select a valid department head',
  statusInvalid: 'Kindly select a valid status',
  descriptionTooLong: 'Kindly keep the description under 1000 characters',
  idsRequired: 'Kindly select at least one department',
  hasEmployees: (names: string) =>
    `These departments still have employees, so nothing was deleted. Move the employees first: ${names}`,
} as const;
