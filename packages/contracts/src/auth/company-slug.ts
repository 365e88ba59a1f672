/** A company identifier (sign-up `company_id`): 3–30 lower-case letters, digits and hyphens. */
export const COMPANY_SLUG_PATTERN = /^[a-z0-9-]{3,30}$/;
