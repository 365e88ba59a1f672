import { TAX_STATES } from '../../lookups.ts';

/**
 * Where an employee's PAYE is remitted (issue 19, ADR 47): the state of residence (`tax_state`),
 * to that state's Internal Revenue Service; residents of the Federal Capital Territory to the
 * Federal Inland Revenue Service. The employee record holds free text ('Lagos', 'lagos state',
 * 'Abuja'), matched here to one of the 36 states or the FCT.
 */
export const FCT_STATE = 'FCT';
export const FIRS_AUTHORITY = 'Federal Inland Revenue Service (FIRS)';

/** The states' own spellings: the same list the employee form offers (the FCT among them). */
const STATES: readonly string[] = TAX_STATES;

/** Other spellings people type for the FCT and two states. */
const ALIASES: Record<string, string> = {
  abuja: FCT_STATE,
  fctabuja: FCT_STATE,
  abujafct: FCT_STATE,
  federalcapitalterritory: FCT_STATE,
  federalcapitalterritoryabuja: FCT_STATE,
  nassarawa: 'Nasarawa',
  akwaibom: 'Akwa Ibom',
};

/** Letters only, lower case, without a trailing "state": 'Lagos State' and ' lagos ' are 'lagos'. */
const squash = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/state$/, '');

const BY_KEY = new Map<string, string>(STATES.map((s) => [squash(s), s]));

/** The state a typed `tax_state` names, or null when it names none (blank, or not a Nigerian state). */
export function matchTaxState(typed: string | null | undefined): string | null {
  if (!typed || typed.trim() === '') return null;
  const key = squash(typed);
  return ALIASES[key] ?? BY_KEY.get(key) ?? null;
}

/** The body a state's residents' PAYE goes to. */
export function taxAuthorityOf(state: string): string {
  return state === FCT_STATE ? FIRS_AUTHORITY : `${state} State Internal Revenue Service`;
}
