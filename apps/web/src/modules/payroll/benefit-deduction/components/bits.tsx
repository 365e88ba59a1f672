import { DatePicker, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BENEFIT_DEDUCTION_DECISION_MESSAGES as D, type BenefitDeduction } from '@clockroom/contracts';
import {
  useApprovalDecisions,
  type DecisionSettings,
} from '../../../../platform/approvers/inbox/use-approval-decisions.tsx';
import { recordStatusTag } from '../../../../platform/ui/request-status-tag.tsx';
import { ScreenTabs } from '../../../../platform/ui/screen-tabs.tsx';
import { fromMonthValue, MONTH_PICKER_FORMAT, monthText, toMonthValue } from '../../allowances/month-text.ts';
import { benefitDeductionScreens } from '../benefit-deduction.routes.tsx';
import { recordCalls, refreshRecords } from '../api.ts';

/** A record's status in words; a rejection's reason on hover. */
export const StatusTag = recordStatusTag({
  words: 'benefitDeduction',
  labels: 'benefitDeduction.statuses',
  testIds: 'benefit-deduction-status',
});

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
  const { paths } = benefitDeductionScreens;
  // An approver without 'view benefit deductions' has the approvals tab alone.
  return (
    <ScreenTabs<Tab>
      testIds="benefit-deduction-tab"
      active={active}
      tabs={[
        {
          key: 'list',
          label: 'benefitDeduction.tabRecords',
          to: paths.list.to,
          permission: 'view benefit deductions',
        },
        { key: 'approvals', label: 'benefitDeduction.tabApprovals', to: paths.approvals.to },
        {
          key: 'settings',
          label: 'benefitDeduction.tabSettings',
          to: paths.settings.to,
          permission: 'view benefit deductions',
        },
      ]}
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
