/**
 * Texts of the organisation structure (branches, departments, teams). The web app uses them as i18n keys; they
 * live apart from the schemas so that a screen showing them does not download Zod.
 */
export const BRANCH_MESSAGES = {
  listed: 'Branches retrieved successfully',
  loaded: 'Branch retrieved successfully',
  created: 'Branch created successfully',
  updated: 'Branch updated successfully',
  deleted: 'Branch deleted successfully',
  typesListed: 'Branch types retrieved successfully',
  departmentsListed: 'Branch departments retrieved successfully',
  notFound: 'Branch not found',
  nameRequired: 'Kindly input station name',
  nameTooLong: 'Kindly keep the station name under 150 characters',
  nameTaken: 'A branch with this name already exists',
  typeInvalid: 'Kindly select a valid branch type',
  phoneInvalid: 'Kindly input a valid phone number',
  emailInvalid: 'Kindly input a valid email address',
  addressTooLong: 'Kindly keep the address under 500 characters',
  hqRequired: 'Your company must have a head office. Make another branch the head office first.',
  hqNotDeletable: 'The head office cannot be deleted. Make another branch the head office first.',
  /** Two saves made different branches the head office at the same moment; the later one is refused. */
  hqChanged: 'Another branch was made the head office at the same time. Kindly try again.',
  hasEmployees: 'This branch still has employees. Move them to another branch before deleting it.',
  hasDepartments: 'This branch still has departments. Move or delete them before deleting the branch.',
  viewAllRequired: 'You do not have permission to view the branch list.',
} as const;

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

export const TEAM_MESSAGES = {
  listed: 'Teams retrieved successfully',
  loaded: 'Team retrieved successfully',
  created: 'Team created successfully',
  updated: 'Team updated successfully',
  deleted: 'Teams deleted successfully',
  notFound: 'Team not found',
  nameRequired: 'Kindly input team name',
  nameTooLong: 'Kindly keep the team name under 150 characters',
  nameTaken: 'A team with this name already exists',
  leadInvalid: 'Kindly select a valid team lead',
  membersInvalid: 'Kindly select valid team members',
  descriptionTooLong: 'Kindly keep the description under 1000 characters',
  idsRequired: 'Kindly select at least one team',
} as const;
