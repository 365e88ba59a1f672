/**
 * Texts the server's platform answers that belong to no module: Fastify's own client errors, the
 * device guard, and the few screens' envelopes that named their text inline. They get codes like
 * every other message (ADR 32).
 */
export const HTTP_MESSAGES = {
  requestTooLarge: 'The request is too large.',
  unsupportedContentType: 'Unsupported content type.',
  unreadableBody: 'The request body could not be read.',
  unknownDevice: 'Unknown device',
  clientConfiguration: 'Client configuration',
  homeDetails: 'Home details',
  activityLogs: 'Activity logs',
  jobLoaded: 'Job retrieved successfully',
  jobsListed: 'Jobs retrieved successfully',
} as const;

/** Texts that schemas in contracts write inline rather than through a table. */
export const SCHEMA_INLINE_MESSAGES = {
  statusActiveOrInactive: 'Status must be active or inactive',
  selectOneEmployee: 'Kindly select at least one employee',
  selectValidOption: 'Kindly select a valid option',
} as const;

/**
 * Zod's own checks, where a schema gives a field no message of its own: the answer keeps Zod's
 * English text and takes the code of the check's kind (`validation.too_small`), so a screen can still
 * say it in the user's language.
 */
export const VALIDATION_MESSAGES = {
  invalid_type: 'This value has the wrong type',
  too_small: 'This value is too small or too short',
  too_big: 'This value is too large or too long',
  invalid_format: 'This value is not in the expected format',
  invalid_value: 'This value is not one of the allowed options',
  invalid_union: 'This value is not valid',
  unrecognized_keys: 'This field is not expected',
  invalid_key: 'This value has a key that is not valid',
  invalid_element: 'This list holds a value that is not valid',
  not_multiple_of: 'This value is not an allowed step',
  custom: 'This value is not valid',
} as const;
