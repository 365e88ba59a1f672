/** Invitation texts and link lifetime, apart from the invite schema so that screens showing them do not download Zod. */
/** How long an invitation link works (same as a sign-up activation link). */
export const INVITE_TTL_DAYS = 7;

export const INVITE_MESSAGES = {
  invited: 'Invitation sent successfully',
  resent: 'Invitation sent again',
  listed: 'Pending invitations retrieved successfully',
  emailTaken: 'This email address is already used by another employee',
  alreadyAccepted: 'This employee has already accepted the invitation',
  notPending: 'Invitation not found',
  branchUnknown: 'Kindly select a valid branch',
  departmentUnknown: 'Kindly select a valid department',
  roleUnknown: 'Kindly select a valid role',
} as const;
