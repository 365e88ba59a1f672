/**
 * The next of kin's and the emergency contact's keys (platform issue §10, ADR 0017), in the order the
 * import file and the self-service profile list them.
 */
export const CONTACT_PERSON_FIELDS = [
  'next_of_kin_name',
  'next_of_kin_relationship',
  'next_of_kin_phone',
  'next_of_kin_address',
  'emergency_contact_name',
  'emergency_contact_relationship',
  'emergency_contact_phone',
] as const;
