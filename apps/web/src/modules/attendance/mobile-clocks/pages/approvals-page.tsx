import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MobileClockApproval } from '@clockroom/contracts';
import { levelColumn } from '../../../../platform/approvers/level-label.ts';
import { ApprovalInboxPage } from '../../../../platform/approvers/inbox/approval-inbox-page.tsx';
import { approvalsQuery } from '../api.ts';
import { logColumns } from '../components/log-columns.tsx';
import { LogFilters } from '../components/log-filters.tsx';
import { MobileClockTabs } from '../components/mobile-clock-tabs.tsx';
import { CLOCK_DECISIONS } from '../components/use-clock-decisions.ts';
import '../i18n.ts';
import '../mobile-clocks.css';

/**
 * /ess/attendance/mobile-clocks/approvals: the clocks made outside a location that wait on the
 * signed-in approver now, in the one approvals inbox (ADR 31). For anyone who approves nothing it is
 * an empty inbox saying what would arrive here.
 */
export default function MobileClockApprovalsPage() {
  const { t, i18n } = useTranslation();

  const columns: TableColumnsType<MobileClockApproval> = [
    ...logColumns<MobileClockApproval>(t, true).filter(
      (c) => !('dataIndex' in c && c.dataIndex === 'status'),
    ),
    levelColumn(t('mobileClock.level'), i18n.language),
  ];

  return (
    <ApprovalInboxPage
      decide={CLOCK_DECISIONS}
      tabs={<MobileClockTabs view="ess" active="approvals" />}
      testId="mobile-clock-approvals"
      query={approvalsQuery}
      columns={columns}
      toolbar={(ctx) => <LogFilters {...ctx} withStatus={false} />}
      emptyHint
    />
  );
}
