/**
 * The five input key filters of spec 1 §5. Each answers whether the whole would-be value is allowed,
 * so a keypress or a paste that would break the rule is refused.
 */
export const INPUT_FILTERS = {
  digits: /^\d*$/,
  letters: /^[A-Za-z]*$/,
  lettersAndSpace: /^[A-Za-z ]*$/,
  lettersDigitsDot: /^[A-Za-z0-9.]*$/,
  /** Digits with one dot, at most two decimals, no leading dot. */
  decimal: /^(\d+(\.\d{0,2})?)?$/,
} as const;
export type InputFilter = keyof typeof INPUT_FILTERS;

export function acceptsInput(filter: InputFilter, value: string): boolean {
  return INPUT_FILTERS[filter].test(value);
}
