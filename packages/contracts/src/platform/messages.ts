/** User-facing texts the spec fixes verbatim. Server and web import them from here, never retype them. */
export const MESSAGES = {
  tokenExpired: 'Invalid token: access token has expired',
  tokenInvalid: 'Invalid token: access token is invalid',
  sessionExpired: 'Your session expired. Kindly login to continue',
  downloadNeedsFilename: 'Kindly provide a filename to download',
  selectReportFilters: 'Please select filters to generate report.',
  noReportForFilters: 'No report available for the selected filters.',
  emptyStateDefault: 'You are yet to create some data',
  confirmDeleteDefault: 'This will permanently delete the file. Continue?',
  confirmDeleteButton: 'Delete',
  genericError: 'Error message',
  validationFailed: 'The given data was invalid.',
  /** A NUL, a lone surrogate or bytes that are not UTF-8: text no database column can hold. */
  forbiddenCharacters: 'This field contains characters that are not allowed.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'The requested resource was not found.',
  serverError: 'Something went wrong on our side. Please try again.',
  moduleNotSubscribed: 'Your subscription does not include this module.',
  branchNotManaged: 'You do not manage the selected branch.',
  firstSigninPasswordRequired: 'Kindly change your password before you continue.',
  accountDowngraded: 'Your account has been downgraded, please contact our support team',
} as const;
