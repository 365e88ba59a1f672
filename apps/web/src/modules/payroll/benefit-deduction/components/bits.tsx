import { useNavigate } from '@tanstack/react-router';
import { DatePicker, Tabs, Tag, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  BENEFIT_DEDUCTION_DECISION_MESSAGES as D,
  hasPermission,
  type BenefitDeduction,
  type BenefitDeductionStatus,
} from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import {
  useApprovalDecisions,
  type DecisionSettings,
} from '../../../../platform/approvers/inbox/use-approval-decisions.tsx';
import { fromMonthValue, MONTH_PICKER_FORMAT, monthText, toMonthValue } from '../../allowances/month-text.ts';
import { benefitDeductionScreens } from '../benefit-deduction.routes.tsx';
import { recordCalls, refreshRecords } from '../api.ts';

const COLOURS: Record<BenefitDeductionStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

/** A record's status in words; a rejection's reason on hover. */
export function StatusTag({
  record,
  phoneCopy = false,
}: {
  record: Pick<BenefitDeduction, 'id' | 'status' | 'rejection_reason'>;
  /** The copy a phone shows under the name: no test id, so the status column's stays the one. */
  phoneCopy?: boolean;
}) {
  const { t } = useTranslation();
  const tag = (
    <Tag
      color={COLOURS[record.status]}
      data-testid={phoneCopy ? undefined : `benefit-deduction-status-${record.id}`}
      data-status={record.status}
    >
      {t(`benefitDeduction.statuses.${record.status}`)}
    </Tag>
  );
  return record.status === 'rejected' && record.rejection_reason ? (
    <Tooltip title={t('benefitDeduction.rejectedBecause', { reason: record.rejection_reason })}>
      {tag}
    </Tooltip>
  ) : (
    tag
  );
}

/** Benefit (green) or Deduction (volcano). */
export function KindTag({ kind }: { kind: BenefitDeduction['kind'] }) {
  const { t } = useTranslation();
  return <Tag color={kind === 'benefit' ? 'green' : 'volcano'}>{t(`benefitDeduction.kinds.${kind}`)}</Tag>;
}

/** "Mar 2026" for a one-off, "Mar 2026 – Aug 2026" for a monthly record. */
export const monthsText = (r: Pick<BenefitDeduction, 'frequency' | 'start_month' | 'end_month'>) =>
  r.frequency === 'one_off' || !r.end_month || r.end_month === r.start_month
    ? monthText(r.start_month)
    : `${monthText(r.start_month)} – ${monthText(r.end_month)}`;

/** A `YYYY-MM` form control on a month calendar. */
export function MonthInput({
  value,
  onChange,
  testId,
  label,
  allowClear = false,
}: {
  value?: string | null;
  onChange?: (v: string | null) => void;
  testId: string;
  label: string;
  allowClear?: boolean;
}) {
  return (
    <DatePicker
      picker="month"
      format={MONTH_PICKER_FORMAT}
      aria-label={label}
      allowClear={allowClear}
      className="cr-bd-month"
      value={toMonthValue(value)}
      onChange={(d: Dayjs | null) => onChange?.(fromMonthValue(d))}
      data-testid={testId}
    />
  );
}

type Tab = 'list' | 'approvals' | 'settings';

/** The area's three screens side by side. */
export function AreaTabs({ active }: { active: Tab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { paths } = benefitDeductionScreens;
  // An approver without 'view benefit deductions' has the approvals tab alone.
  const viewer = hasPermission(useCurrentUser(), 'view benefit deductions');
  const tabs: { key: Tab; label: string; to: string }[] = [
    ...(viewer ? [{ key: 'list' as const, label: t('benefitDeduction.tabRecords'), to: paths.list.to }] : []),
    { key: 'approvals', label: t('benefitDeduction.tabApprovals'), to: paths.approvals.to },
    ...(viewer
      ? [{ key: 'settings' as const, label: t('benefitDeduction.tabSettings'), to: paths.settings.to }]
      : []),
  ];
  return (
    <Tabs
      activeKey={active}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: <span data-testid={`benefit-deduction-tab-${tab.key}`}>{tab.label}</span>,
      }))}
      onChange={(key) => {
        const tab = tabs.find((x) => x.key === key);
        if (tab) void navigate({ to: tab.to });
      }}
    />
  );
}

/** The inbox kit's words and control names (ADR 31). */
export const DECISION_WORDS = { words: 'benefitDeduction', testIdPrefix: 'benefit-deduction' } as const;

/** How the approvals inbox decides them (ADR 31): the calls, ids field, refresh and words. */
export const RECORD_DECISIONS: DecisionSettings = {
  endpoints: { approve: recordCalls.approve, reject: recordCalls.reject },
  idsField: 'benefit_deduction_ids',
  refresh: refreshRecords,
  ...DECISION_WORDS,
  reasonRequired: D.reasonRequired,
};

/** Deciding records through the one approvals inbox. */
export const useRecordDecisions = () => useApprovalDecisions(RECORD_DECISIONS);
