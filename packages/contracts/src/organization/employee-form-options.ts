/**
 * The employee profile form's choices, texts and phone helpers (spec 2 §3, §4, §5), apart from its
 * schema (`employee-form.ts`) so that screens showing them do not download Zod.
 */

export const SALUTATIONS = ['mr', 'mrs', 'miss'] as const;
export const GENDERS = ['male', 'female'] as const;
export const MARITAL_STATUSES = ['married', 'single'] as const;
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'O+', 'O-', 'AB+', 'AB-'] as const;
export const RELIGIONS = ['christianity', 'islam', 'others'] as const;
export type Salutation = (typeof SALUTATIONS)[number];
export type Gender = (typeof GENDERS)[number];
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

export const EMPLOYEE_FORM_MESSAGES = {
  firstNameRequired: 'Kindly input Firstname',
  lastNameRequired: 'Kindly input Lastname',
  emailInvalid: 'Kindly input a valid email',
  emailRequiredField: 'Please input email address',
  emailInvalidField: 'Please input correct email address',
  phoneRequired: 'Kindly input a phone number',
  phoneInvalid: 'Kindly input a valid phone number',
  phoneAlreadyUsed: 'Phone number already used',
  countryRequired: 'Kindly select a country',
  stateRequired: 'Kindly select a State',
  cityRequired: 'Kindly select a City',
  addressRequired: 'Kindly input Address',
  maritalStatusRequired: 'Kindly select Marital Status',
  salutationRequired: 'Kindly select Salutation',
  genderRequired: 'Kindly select a Gender',
  nationalityRequired: 'Kindly input your nationality',
  bloodGroupInvalid: 'Kindly select a blood group',
  dateInvalid: 'Kindly pick a valid date',
  dateOfBirthInFuture: 'Date of birth cannot be in the future',
  accountNumberDigits: 'Account number must contain digits only',
  pinInvalid: 'The pin may contain letters and digits only (at most 20)',
  rolesRequiredForLogin: 'Kindly select at least one role to give login access',
  idInvalid: 'Kindly select a valid option',
  tooLong: 'This value is too long',
  pictureInvalid: 'Kindly upload the picture again',
  avatarNotJpg: 'Avatar picture must be JPG format!',
  avatarTooBig: 'Avatar picture size can not exceed 2MB!',
} as const;

/** Avatar rules (spec 2 §5): one JPG/JPEG file under 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_FIELD = 'employeePicture';

/**
 * `<country code>-<number without leading zero>`, e.g. ('234', '08031234567') → '234-8031234567'.
 * Non-digits are dropped from both parts ('+234', '0803 123 4567' work too). Empty number → ''.
 */

/** Choice + free text → the religion sent (spec 2 §4: "others" is replaced by the typed value). */
export function resolveReligion(
  choice: string | null | undefined,
  other: string | null | undefined,
): string | null {
  if (!choice) return null;
  if (choice === 'others') return other?.trim() || 'others';
  return choice;
}

export {
  DEFAULT_PHONE_COUNTRY_CODE,
  PHONE_PATTERN,
  displayPhone,
  formatPhone,
  splitPhone,
} from '../platform/phone.ts';
