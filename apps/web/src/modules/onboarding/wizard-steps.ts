import { ONBOARDING_LAST_STEP, SELF_PAY_FIELDS, SELF_PERSONAL_FIELDS } from '@clockroom/contracts';

/**
 * The onboarding wizard's rules (spec 2 §4), apart from React so they are unit-tested: step 1 moves
 * on without a check, step 2 only when its fields are valid, Previous never goes below step 1, and
 * step 3 saves (validating everything) instead of continuing.
 */
export type WizardStep = 1 | 2 | 3;

/** The form fields each step shows, so Continue validates exactly what is on screen. */
export const STEP_FIELDS: Record<WizardStep, readonly string[]> = {
  1: [],
  2: [
    ...SELF_PERSONAL_FIELDS,
    'religion_choice',
    'religion_other',
    'email',
    'mobile_local',
    'mobile2_local',
    'address',
    'country_id',
    'state_id',
    'city_id',
    'picture',
  ],
  3: SELF_PAY_FIELDS,
};

/** The step Continue leads to, given whether the current step's fields are valid. */
export function nextStep(step: WizardStep, valid: boolean): WizardStep {
  if (step === 1) return 2;
  if (step === 2) return valid ? 3 : 2;
  return step;
}

export function previousStep(step: WizardStep): WizardStep {
  return Math.max(1, step - 1) as WizardStep;
}

/** Which fields the button of a step validates: none on step 1, the step's own on 2, all on Save. */
export function fieldsToValidate(step: WizardStep): readonly string[] {
  if (step === 1) return [];
  if (step === 2) return STEP_FIELDS[2];
  return [...STEP_FIELDS[2], ...STEP_FIELDS[3]];
}

/** The buttons a step shows. */
export function stepActions(step: WizardStep) {
  return {
    logOut: step === 1,
    previous: step > 1,
    continue: step < ONBOARDING_LAST_STEP,
    save: step === ONBOARDING_LAST_STEP,
  };
}

/** A step number read from the URL (?step=), kept within the wizard. */
export function stepFromSearch(value: unknown): WizardStep {
  const n = Number(value);
  return n === 2 || n === 3 ? n : 1;
}
