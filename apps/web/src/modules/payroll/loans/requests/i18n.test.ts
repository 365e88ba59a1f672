import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../../platform/i18n/bundle-check.ts';
import { loanRequestTexts } from './i18n.ts';
import { loanRequestMessageTexts } from './i18n-messages.ts';
import { loanRequestMenuTexts } from './menu-texts.ts';

describe('loan request texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    for (const bundle of [loanRequestTexts, loanRequestMessageTexts, loanRequestMenuTexts])
      expect(bundleProblems(bundle)).toEqual([]);
  });
  it('translate the parameterised server messages by their code', () => {
    expect(loanRequestMessageTexts.en['loan_requests.capExceeded']).toBe(
      "This amount passes the employee's loan cap: at most {{available}} more may be borrowed",
    );
    expect(loanRequestMessageTexts.fr['loan_requests.capExceeded']).toContain('{{available}}');
    expect(loanRequestMessageTexts.fr['loan_request_decisions.ownRequest']).toBe(
      'Vous ne pouvez pas traiter votre propre demande de prêt',
    );
  });
});
