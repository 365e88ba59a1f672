/**
 * Texts and upload limits of roles, account settings and public holidays, apart from their schemas
 * (`system-settings.ts`) so that screens showing them do not download Zod.
 */
export const ROLE_MESSAGES = {
  listed: 'Roles retrieved successfully',
  loaded: 'Role retrieved successfully',
  membersListed: 'Role members retrieved successfully',
  permissionsListed: 'Role permissions retrieved successfully',
  groupedPermissions: 'Permissions retrieved successfully',
  created: 'Role created successfully',
  updated: 'Role updated successfully',
  deleted: 'Role deleted successfully',
  membersAdded: 'Member(s) added to role successfully',
  membersRemoved: 'Member(s) removed from role successfully',
  permissionsRemoved: 'Permission(s) removed from role successfully',
  resetLinkSent: 'A password reset link has been sent to the user',
  notFound: 'Role not found',
  nameRequired: 'Kindly input the role name',
  nameTooLong: 'The role name may not be longer than 60 characters',
  nameTaken: 'A role with this name already exists',
  permissionUnknown: 'One or more selected permissions do not exist',
  idRequired: 'Kindly provide the role id',
  employeeRequired: 'Kindly select at least one employee',
  employeeUnknown: 'One or more selected employees do not exist',
  employeeWithoutAccount: (names: string) =>
    `These employees have no user account yet; send them an invite first: ${names}`,
  usersRequired: 'Kindly select at least one member',
  userUnknown: 'One or more selected members do not exist',
  permissionsRequired: 'Kindly select at least one permission',
  userOrEmployeeRequired: 'Kindly provide the user_id or the employee_id',
  userNotActive: 'This user has not activated their account yet; resend the invite instead',
  cannotGrant: 'You cannot grant permissions you do not hold yourself',
  superAdminLocked: 'The Super Admin role cannot be renamed, deleted or lose permissions',
  ownerLocked: 'The company owner cannot be removed from the Super Admin role',
  roleHasMembers: (count: number) =>
    `This role still has ${count} member(s). Remove its members before deleting it.`,
} as const;

export const ACCOUNT_SETTINGS_MESSAGES = {
  loaded: 'Account settings retrieved successfully',
  saved: 'Account settings updated successfully',
  logoUploaded: 'Company logo uploaded successfully',
  companyNameRequired: 'Kindly input the company name',
  emailInvalid: 'Kindly input a valid email',
  phoneInvalid: 'Kindly input a valid phone number',
  currencyInvalid: 'Kindly select a currency: naira, dollar, pound or euro',
  timezoneInvalid: 'Kindly select a valid time zone',
  workingDaysRequired: 'Kindly select at least one working day',
  languageInvalid: 'Kindly select a language: English or French',
  logoMissing: 'Kindly choose a logo to upload',
  logoUrlInvalid: 'Kindly upload the logo with the upload button',
  logoType: 'The logo must be a JPG or PNG image',
  logoSize: 'The logo may not be larger than 2 MB',
} as const;

export const HOLIDAY_MESSAGES = {
  listed: 'Public holidays retrieved successfully',
  saved: 'Holiday saved successfully',
  deleted: 'Holiday deleted successfully',
  notFound: 'Holiday not found',
  nameRequired: 'Kindly input the holiday name',
  dateRequired: 'Kindly select the holiday date',
  dateTaken: 'A holiday already exists on this date',
  yearInvalid: 'Kindly select a valid year',
} as const;

/** POST /upload-image: the multipart field, its size and the accepted types. */
export const COMPANY_LOGO_FIELD = 'companyLogo';
export const COMPANY_LOGO_MAX_BYTES = 2 * 1024 * 1024;
