/** What other modules reuse: the profile form shared by onboarding and the self-service edit. */
export { PersonalContactFields } from './components/personal-contact-fields.tsx';
export { EmploymentFields } from './components/employment-fields.tsx';
export { selfProfileQuery, saveProfileMutation } from './api.ts';
export { showProfileErrors } from './profile-errors.ts';
export {
  PROFILE_FIELD_FACTS,
  toFormValues,
  toPayload,
  type ProfileFormValues,
} from './profile-form-values.ts';
export { fieldsToValidate } from './wizard-steps.ts';
export { onboardingTexts } from './i18n.ts';
