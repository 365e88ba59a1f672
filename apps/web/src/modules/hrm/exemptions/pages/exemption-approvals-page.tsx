import { lazy } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  EXEMPTION_DECISION_MESSAGES as M,
  EXEMPTION_ENDPOINTS as E,
  type ExemptionApprovalRow,
} from '@clockroom/contracts';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { levelColumn } from '../../../../platform/approvers/level-label.ts';
import { ApprovalInboxPage } from '../../../../platform/approvers/inbox/approval-inbox-page.tsx';
import { exemptionApprovalsQuery, refreshExemptions } from '../api.ts';
import { ExemptionFilters } from '../components/exemption-filters.tsx';
import { ExemptionTabs } from '../components/exemption-tabs.tsx';
import '../i18n.ts';
import '../exemptions.css';

const ExemptionDrawer = lazy(() =>
  import('../components/exemption-detail.tsx').then((m) => ({ default: m.ExemptionDrawer })),
);

/**
 * /ess/hrm/exemption/approvals: the requests waiting on the signed-in approver now, in the one
 * approvals inbox (ADR 31).
 */
export default function ExemptionApprovalsPage() {
  const { t, i18n } = useTranslation();

  const columns: TableColumnsType<ExemptionApprovalRow> = [
    { title: t('exemption.id'), dataIndex: 'id', width: 72, responsive: ['sm'] },
    { title: t('exemption.employee'), dataIndex: 'employee_name' },
    { title: t('exemption.date'), dataIndex: 'date', render: (v: string) => <DateText value={v} /> },
    {
      title: t('exemption.reason'),
      dataIndex: 'exemption_reason',
      responsive: ['sm'],
      render: (v: string) => <span className="cr-exemption-reason-cell">{v}</span>,
    },
    levelColumn(t('exemption.level'), i18n.language),
  ];

  return (
    <ApprovalInboxPage
      tabs={<ExemptionTabs view="ess" active="approvals" />}
      decide={{
        endpoints: E,
        idsField: 'exemption_request_ids',
        refresh: refreshExemptions,
        words: 'exemption',
        testIdPrefix: 'exemption',
        reasonRequired: M.reasonRequired,
      }}
      testId="exemption-approvals-table"
      query={exemptionApprovalsQuery}
      columns={columns}
      searchPlaceholder={t('exemption.searchApprovals')}
      toolbar={(ctx) => <ExemptionFilters {...ctx} withStatus={false} />}
      detail={{ drawer: ExemptionDrawer, actionsClassName: 'cr-exemption-actions' }}
    />
  );
}
