/** Notification texts, apart from the schemas so that the header bell does not download Zod (ADR 10). */
export const NOTIFICATION_MESSAGES = {
  listed: 'Notifications fetched successfully',
  counted: 'Unread notifications counted',
  read: 'Notification marked as read',
  allRead: 'All notifications marked as read',
  notFound: 'Notification not found',
  preferencesLoaded: 'Notification preferences fetched successfully',
  preferencesSaved: 'Notification preferences saved',
} as const;

/**
 * Titles and bodies of the notifications the server writes. Stored in English; the bell translates
 * them by their English text, like every other server message, so a text here needs a French twin.
 */
export const NOTIFICATION_TEXTS = {
  passwordChangedTitle: 'Your password was changed',
  passwordChangedBody:
    'Your other devices were signed out. If you did not do this, reset your password and tell your administrator.',
} as const;
