import { RSA_PIN_PATTERN } from '../../platform/pension.ts';

/**
 * The pension fund administrators licensed by the National Pension Commission (PenCom), for the
 * pension remittance schedule (issue 19, ADR 47). An employee's `pension_fund_administrator` is
 * free text, matched here by code, name or a former name. `code` is the short code the schedule
 * prints beside the name: ADR 47 says where it comes from and how to update the list.
 */
export interface PensionFundAdministrator {
  code: string;
  name: string;
  /** Former names and short forms people still type. */
  aliases: readonly string[];
}

const pfa = (code: string, name: string, ...aliases: string[]): PensionFundAdministrator => ({
  code,
  name,
  aliases,
});

export const PENSION_FUND_ADMINISTRATORS: readonly PensionFundAdministrator[] = [
  pfa(
    'ACCESSARM',
    'Access ARM Pensions Limited',
    'ARM Pension Managers',
    'Access Pensions',
    'ARM',
    'AIICO Pension Managers',
  ),
  pfa('CARDINALSTONE', 'CardinalStone Pensions Limited', 'Cardinal Stone Pensions'),
  pfa('CITIZENS', 'Citizens Pensions Limited'),
  pfa('CRUSADER', 'Crusader Sterling Pensions Limited', 'Crusader Pensions', 'Crusader Sterling'),
  pfa('FCMB', 'FCMB Pensions Limited', 'Legacy Pension Managers'),
  pfa('FIDELITY', 'Fidelity Pension Managers Limited'),
  pfa(
    'GTPENSION',
    'Guaranty Trust Pension Managers Limited',
    'GT Pension Managers',
    'Investment One Pension Managers',
  ),
  pfa('LEADWAY', 'Leadway Pensure PFA Limited', 'Leadway Pensure', 'Leadway PFA'),
  pfa('NLPC', 'NLPC Pension Fund Administrators Limited', 'NLPC Pensions'),
  pfa('NORRENBERGER', 'Norrenberger Pensions Limited', 'IEI-Anchor Pension Managers', 'IEI Anchor'),
  pfa('NPF', 'NPF Pensions Limited', 'NPF Pension Managers'),
  pfa('NUPEMCO', 'Nigerian University Pension Management Company Limited', 'NUPEMCO'),
  pfa('OAK', 'OAK Pensions Limited', 'Oak Pensions'),
  pfa('PARTHIAN', 'Parthian Pensions Limited'),
  pfa('PREMIUM', 'Premium Pension Limited', 'Premium Pensions'),
  pfa('RADIX', 'Radix Pension Managers Limited', 'Radix Pensions'),
  pfa(
    'STANBICIBTC',
    'Stanbic IBTC Pension Managers Limited',
    'Stanbic IBTC Pensions',
    'Stanbic IBTC',
    'IBTC Pension Managers',
  ),
  pfa(
    'TANGERINEAPT',
    'Tangerine APT Pensions Limited',
    'APT Pension Fund Managers',
    'Tangerine Pensions',
    'Tangerine APT',
  ),
  pfa('TRUSTFUND', 'Trustfund Pensions Limited', 'Trustfund Pensions Plc', 'Trust Fund Pensions'),
  pfa(
    'VERITASGLANVILLS',
    'Veritas Glanvills Pensions Limited',
    'Veritas Glanvills',
    'Future Unity Glanvills Pensions',
  ),
];

/** Letters and digits only, without the company suffix: 'Leadway Pensure PFA Ltd.' is 'leadwaypensurepfa'. */
const squash = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/(limited|ltd|plc)$/, '');

const BY_KEY = new Map<string, PensionFundAdministrator>();
for (const p of PENSION_FUND_ADMINISTRATORS)
  for (const text of [p.code, p.name, ...p.aliases]) BY_KEY.set(squash(text), p);

/** The administrator a typed `pension_fund_administrator` names, or null when it names none of the list. */
export function matchPensionFundAdministrator(
  typed: string | null | undefined,
): PensionFundAdministrator | null {
  if (!typed || typed.trim() === '') return null;
  return BY_KEY.get(squash(typed)) ?? null;
}

export type RsaPinCheck = 'valid' | 'invalid' | 'missing';

/** Whether a typed RSA PIN has PenCom's form; spaces around it and letter case do not count against it. */
export function checkRsaPin(typed: string | null | undefined): RsaPinCheck {
  if (!typed || typed.trim() === '') return 'missing';
  return RSA_PIN_PATTERN.test(typed.trim().toUpperCase()) ? 'valid' : 'invalid';
}
