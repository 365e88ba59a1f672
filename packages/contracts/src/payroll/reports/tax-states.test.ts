import { describe, expect, it } from 'vitest';
import { checkRsaPin, matchPensionFundAdministrator } from './pension-administrators.ts';
import { FIRS_AUTHORITY, matchTaxState, taxAuthorityOf } from './tax-states.ts';

describe('remittance bodies', () => {
  it('matches a typed state of residence, FCT residents going to FIRS', () => {
    expect(matchTaxState(' lagos state ')).toBe('Lagos');
    expect(matchTaxState('Akwa-Ibom')).toBe('Akwa Ibom');
    expect(matchTaxState('Abuja')).toBe('FCT');
    expect(matchTaxState('Federal Capital Territory')).toBe('FCT');
    expect(matchTaxState('')).toBeNull();
    expect(matchTaxState('Texas')).toBeNull();
    expect(taxAuthorityOf('FCT')).toBe(FIRS_AUTHORITY);
    expect(taxAuthorityOf('Lagos')).toBe('Lagos State Internal Revenue Service');
  });

  it('matches a PFA by code, name or former name, whatever the suffix and case', () => {
    expect(matchPensionFundAdministrator('Leadway Pensure PFA Ltd.')?.code).toBe('LEADWAY');
    expect(matchPensionFundAdministrator('stanbicibtc')?.name).toBe('Stanbic IBTC Pension Managers Limited');
    expect(matchPensionFundAdministrator('ARM Pension Managers Limited')?.code).toBe('ACCESSARM');
    expect(matchPensionFundAdministrator('Some Pensions')).toBeNull();
    expect(matchPensionFundAdministrator(null)).toBeNull();
  });

  it('checks an RSA PIN is PEN and 12 digits', () => {
    expect(checkRsaPin('PEN100200300400')).toBe('valid');
    expect(checkRsaPin(' pen100200300400 ')).toBe('valid');
    expect(checkRsaPin('PEN10020030040')).toBe('invalid');
    expect(checkRsaPin('PEN1002003004001')).toBe('invalid');
    expect(checkRsaPin('100200300400')).toBe('invalid');
    expect(checkRsaPin('  ')).toBe('missing');
  });
});
