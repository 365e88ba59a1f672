import { describe, expect, it } from 'vitest';
import {
  ALLOWANCE_CLAIM_MESSAGES,
  ALLOWANCE_CLAIM_MESSAGES_FR,
} from '../payroll/allowances/allowance-claims-messages.ts';
import { APPRAISAL_MESSAGES, APPRAISAL_MESSAGES_FR } from '../performance/appraisals/appraisals-messages.ts';
import {
  IMPROVEMENT_PLAN_MESSAGES,
  IMPROVEMENT_PLAN_MESSAGES_FR,
} from '../performance/improvement-plans/improvement-plans-messages.ts';
import { REQUISITION_MESSAGES_FR } from '../recruitment/requisitions-messages.ts';
import { decisionRefusalWords } from './decision-words.ts';

// The words shipped before the kit wrote them: a code's text is API, so these must not drift.
describe('decisionRefusalWords', () => {
  it('words a module the "pending" way, with a shorter noun after "This"', () => {
    expect(ALLOWANCE_CLAIM_MESSAGES.refusedNotPending).toBe('This claim is no longer pending');
    expect(ALLOWANCE_CLAIM_MESSAGES.refusedOwn).toBe('You cannot decide your own claim');
    expect(ALLOWANCE_CLAIM_MESSAGES.refusedNotWaiting).toBe('This claim is not waiting on your approval');
    expect(ALLOWANCE_CLAIM_MESSAGES.noneDecided).toBe('No allowance claim was decided');
    expect(ALLOWANCE_CLAIM_MESSAGES_FR.refusedNotPending).toBe('Cette demande n’est plus en attente');
    expect(ALLOWANCE_CLAIM_MESSAGES_FR.noneDecided).toBe('Aucune demande d’indemnité n’a été traitée');
  });

  it('words a masculine French noun the "approval" way', () => {
    expect(IMPROVEMENT_PLAN_MESSAGES.refusedNotPending).toBe('This plan is no longer awaiting approval');
    expect(IMPROVEMENT_PLAN_MESSAGES.refusedOwn).toBe(
      'You cannot decide your own performance improvement plan',
    );
    expect(IMPROVEMENT_PLAN_MESSAGES_FR.refusedNotPending).toBe(
      'Ce plan n’est plus en attente d’approbation',
    );
    expect(IMPROVEMENT_PLAN_MESSAGES_FR.refusedNotWaiting).toBe('Ce plan n’attend pas votre approbation');
    expect(IMPROVEMENT_PLAN_MESSAGES_FR.noneDecided).toBe('Aucun plan d’amélioration n’a été traité');
    expect(REQUISITION_MESSAGES_FR.refusedOwn).toBe(
      'Vous ne pouvez pas traiter votre propre demande de recrutement',
    );
  });

  it('lets a module keep its own word after the kit’s', () => {
    expect(APPRAISAL_MESSAGES.refusedNotPending).toBe(
      'This appraisal is not awaiting approval; both ratings must be submitted first',
    );
    expect(APPRAISAL_MESSAGES.refusedNotWaiting).toBe('This appraisal is not waiting for your approval');
    expect(APPRAISAL_MESSAGES_FR.refusedNotWaiting).toBe('Cette évaluation n’attend pas votre approbation');
  });

  it('gives the four keys in the order the tables list them', () => {
    const words = decisionRefusalWords({
      en: { noun: 'thing' },
      fr: { noun: 'chose', feminine: true },
      wording: 'pending',
    });
    expect(Object.keys(words.en)).toEqual([
      'refusedNotPending',
      'refusedOwn',
      'refusedNotWaiting',
      'noneDecided',
    ]);
    expect(words.fr.refusedOwn).toBe('Vous ne pouvez pas traiter votre propre chose');
  });
});
