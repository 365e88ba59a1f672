import { useTranslation } from 'react-i18next';
import { LOAN_REQUEST_DECISION_MESSAGES as D, type LoanRequest } from '@clockroom/contracts';
import type { DecisionSettings } from '../../../../../platform/approvers/inbox/use-approval-decisions.tsx';
import { RequestStatusTag } from '../../../../../platform/ui/request-status-tag.tsx';
import { ScreenTabs } from '../../../../../platform/ui/screen-tabs.tsx';
import { essLoanScreens } from '../requests.routes.tsx';
import { loanRequestCalls, refreshLoans } from '../api.ts';

/** A loan's status in words; a rejection's reason on hover. */
export function LoanStatusTag({
  loan,
  phoneCopy = false,
}: {
  loan: Pick<LoanRequest, 'id' | 'status' | 'rejection_reason'>;
  /** The copy a phone shows under the type: no test id, so the status column's stays the one. */
  phoneCopy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <RequestStatusTag
      status={loan.status}
      label={t(`loanRequest.status.${loan.status}`)}
      testId={phoneCopy ? undefined : `loan-status-${loan.id}`}
      reason={loan.rejection_reason}
      reasonKey="loanRequest.rejectedBecause"
    />
  );
}

type Tab = 'mine' | 'approvals';

/** The two self-service screens side by side: my loans, and the loans to approve. */
export function LoanTabs({ active }: { active: Tab }) {
  const { paths } = essLoanScreens;
  return (
    <ScreenTabs<Tab>
      testIds="loan-tab"
      active={active}
      tabs={[
        { key: 'mine', label: 'loanRequest.tabMine', to: paths.mine.to },
        { key: 'approvals', label: 'loanRequest.tabApprovals', to: paths.approvals.to },
      ]}
    />
  );
}

/** How loan requests are decided in the one approvals inbox (ADR 31): the calls, ids field, refresh and words. */
export const LOAN_DECISIONS: DecisionSettings = {
  endpoints: loanRequestCalls,
  idsField: 'loan_request_ids',
  refresh: refreshLoans,
  words: 'loanRequest',
  testIdPrefix: 'loan-request',
  reasonRequired: D.reasonRequired,
};
