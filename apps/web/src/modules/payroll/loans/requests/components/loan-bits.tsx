import { useNavigate } from '@tanstack/react-router';
import { Tabs, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  LOAN_REQUEST_DECISION_MESSAGES as D,
  formatNaira,
  type LoanRequest,
  type LoanStatus,
} from '@clockroom/contracts';
import type { DecisionSettings } from '../../../../../platform/approvers/inbox/use-approval-decisions.tsx';
import { essLoanScreens } from '../requests.routes.tsx';
import { loanRequestCalls, refreshLoans } from '../api.ts';

const COLOURS: Record<LoanStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  disbursed: 'blue',
  repaid: 'default',
};

/** Naira text in the reader's language (₦56,000.00; 56 000,00 ₦ in French), never through a float. */
export function Naira({ value, testId }: { value: string | null | undefined; testId?: string }) {
  const { i18n } = useTranslation();
  return (
    <span className="cr-money" data-testid={testId}>
      {formatNaira(value, i18n.language)}
    </span>
  );
}

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
  const tag = (
    <Tag
      color={COLOURS[loan.status]}
      data-testid={phoneCopy ? undefined : `loan-status-${loan.id}`}
      data-status={loan.status}
    >
      {t(`loanRequest.status.${loan.status}`)}
    </Tag>
  );
  return loan.status === 'rejected' && loan.rejection_reason ? (
    <Tooltip title={t('loanRequest.rejectedBecause', { reason: loan.rejection_reason })}>{tag}</Tooltip>
  ) : (
    tag
  );
}

type Tab = 'mine' | 'approvals';

/** The two self-service screens side by side: my loans, and the loans to approve. */
export function LoanTabs({ active }: { active: Tab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { paths } = essLoanScreens;
  const tabs: { key: Tab; label: string; to: string }[] = [
    { key: 'mine', label: t('loanRequest.tabMine'), to: paths.mine.to },
    { key: 'approvals', label: t('loanRequest.tabApprovals'), to: paths.approvals.to },
  ];
  return (
    <Tabs
      activeKey={active}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: <span data-testid={`loan-tab-${tab.key}`}>{tab.label}</span>,
      }))}
      onChange={(key) => {
        const tab = tabs.find((x) => x.key === key);
        if (tab) void navigate({ to: tab.to });
      }}
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
