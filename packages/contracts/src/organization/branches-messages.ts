/**
 * Texts of branches (the spec's "stations"). The web app uses them as i18n keys; they live apart from the schemas
 * so that a screen showing them does not download Zod.
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
