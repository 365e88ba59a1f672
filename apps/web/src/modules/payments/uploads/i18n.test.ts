import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { paymentUploadTexts } from './i18n.ts';
import { paymentUploadMessageTexts } from './i18n-messages.ts';
import { paymentUploadMenuTexts } from './menu-texts.ts';

describe('payment upload texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    for (const bundle of [paymentUploadTexts, paymentUploadMessageTexts, paymentUploadMenuTexts])
      expect(bundleProblems(bundle)).toEqual([]);
  });
  it('translate the server messages by their code, the parameterised ones with their values', () => {
    expect(paymentUploadMessageTexts.en['payment_uploads.fundsShort']).toBe(
      'The wallet balance is {{short}} short of this schedule: top up the wallet, then pay the schedule',
    );
    expect(paymentUploadMessageTexts.fr['payment_uploads.fundsShort']).toContain('{{short}}');
    expect(paymentUploadMessageTexts.fr['payment_schedule_decisions.ownRequest']).toBe(
      'Vous avez téléversé ce bordereau : une autre personne doit l’approuver',
    );
  });
});
