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
