import type { ReactElement } from 'react';
import { PhoneField, type PhoneFieldProps } from '../phone-field.tsx';

/** The two mobiles' names, translated labels and test ids on a person form, the first then the second. */
export interface MobilePhoneFacts {
  /** The number fields' names; the dialling codes are `mobile_code` and `mobile2_code` on every person form. */
  numbers: readonly [string, string];
  labels: readonly [string, string];
  testIds: readonly [string, string];
}

/**
 * A person's two mobiles as the employee and onboarding forms ask for them (spec 2 §5): the first
 * required, the second optional and never the same as the first. Two elements rather than one
 * wrapper, so that a FieldRow gives each phone a column of its own.
 */
export function mobilePhones({
  numbers,
  labels,
  testIds,
}: MobilePhoneFacts): ReactElement<PhoneFieldProps>[] {
  return [
    <PhoneField
      key="mobile"
      codeName="mobile_code"
      numberName={numbers[0]}
      label={labels[0]}
      required
      testId={testIds[0]}
    />,
    <PhoneField
      key="mobile2"
      codeName="mobile2_code"
      numberName={numbers[1]}
      label={labels[1]}
      differentFrom={{ codeName: 'mobile_code', numberName: numbers[0] }}
      testId={testIds[1]}
    />,
  ];
}
