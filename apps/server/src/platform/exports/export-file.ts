/** How long a generated export can be downloaded. */
export const EXPORT_TTL_MS = 60 * 60 * 1000;
