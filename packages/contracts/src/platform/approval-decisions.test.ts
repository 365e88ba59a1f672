import { describe, expect, it } from 'vitest';
import { decisionMessagesFrom } from './approval-decisions.ts';
import { EXEMPTION_DECISION_MESSAGES, EXEMPTION_MESSAGES } from '../hrm/exemptions-messages.ts';
import { PAYMENT_SCHEDULE_DECISION_MESSAGES } from '../payroll/payments/uploads/payment-uploads-messages.ts';

const usual = {
  approved: 'Approved',
  rejected: 'Rejected',
  idsRequired: 'Pick some',
  rejectionReasonRequired: 'Why?',
  rejectionReasonTooLong: 'Too long',
  notFound: 'Not found',
  refusedNotPending: 'Not pending',
  refusedOwn: 'Your own',
  refusedNotWaiting: 'Not yours',
  noneDecided: 'None',
};

describe('decisionMessagesFrom', () => {
  it('reads the decision words under the usual keys', () => {
    expect(decisionMessagesFrom(usual)).toEqual({
      approved: 'Approved',
      rejected: 'Rejected',
      idsRequired: 'Pick some',
      reasonRequired: 'Why?',
      reasonTooLong: 'Too long',
      notFound: 'Not found',
      notPending: 'Not pending',
      ownRequest: 'Your own',
      notWaitingOnYou: 'Not yours',
      noneDecided: 'None',
    });
  });

  it('reads a word a module names otherwise under its own key', () => {
    expect(EXEMPTION_DECISION_MESSAGES.reasonRequired).toBe(EXEMPTION_MESSAGES.rejectReasonRequired);
    expect(PAYMENT_SCHEDULE_DECISION_MESSAGES.rejected).toMatch(/declined/i);
  });

  it('refuses a table without one of the words, on load rather than on the first refusal', () => {
    const { noneDecided: _gone, ...partial } = usual;
    expect(() => decisionMessagesFrom(partial, {})).toThrow("no decision word 'noneDecided'");
  });
});
