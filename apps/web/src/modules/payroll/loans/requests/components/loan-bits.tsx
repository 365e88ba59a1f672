import { LOAN_REQUEST_DECISION_MESSAGES as D } from '@clockroom/contracts';
import type { DecisionSettings } from '../../../../../platform/approvers/inbox/use-approval-decisions.tsx';
import { recordStatusTag } from '../../../../../platform/ui/request-status-tag.tsx';
import { mineApprovalsTabs } from '../../../../../platform/ui/screen-tabs.tsx';
import { essLoanScreens } from '../requests.routes.tsx';
import { loanRequestCalls, refreshLoans } from '../api.ts';

/** A loan's status in words; a rejection's reason on hover. */
export const LoanStatusTag = recordStatusTag({ words: 'loanRequest', testIds: 'loan-status' });

/** The two self-service screens side by side: my loans, and the loans to approve. */
export const LoanTabs = mineApprovalsTabs('loanRequest', 'loan-tab', () => essLoanScreens.paths);

/** How loan requests are decided in the one approvals inbox (ADR 31): the calls, ids field, refresh and words. */
export const LOAN_DECISIONS: DecisionSettings = {
  endpoints: loanRequestCalls,
  idsField: 'loan_request_ids',
  refresh: refreshLoans,
  words: 'loanRequest',
  testIdPrefix: 'loan-request',
  reasonRequired: D.reasonRequired,
};
