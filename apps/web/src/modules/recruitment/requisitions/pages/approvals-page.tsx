import { useNavigate } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  REQUISITION_DECISION_MESSAGES as D,
  jobRequestEndpoints as E,
  type JobRequestApproval,
} from '@clockroom/contracts';
import { ApprovalInboxPage } from '../../../../platform/approvers/inbox/approval-inbox-page.tsx';
import { levelColumn } from '../../../../platform/approvers/level-label.ts';
import { requisitionScreens } from '../../recruitment.routes.tsx';
import { approvalsQuery, refreshRequests } from '../api.ts';
import { requestCostColumns } from '../components/request-columns.tsx';
import '../i18n.ts';
import '../../components/recruitment.css';

/** …/talent-requisition/approval: the talent requests waiting on the signed-in approver (ADR 31). */
export default function ApprovalsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const columns: TableColumnsType<JobRequestApproval> = [
    {
      title: t('jobRequest.name'),
      dataIndex: 'title',
      render: (v: string, row) => (
        <span className="cr-wrap">
          {v}
          <span className="cr-muted cr-small cr-recruit-sub">
            {row.department_name} · {row.branch_name}
            {row.requested_by ? ` · ${row.requested_by.name}` : ''}
          </span>
        </span>
      ),
    },
    { title: t('jobRequest.headcount'), dataIndex: 'headcount', responsive: ['sm'] },
    ...requestCostColumns<JobRequestApproval>(t),
    levelColumn(t('jobRequest.level'), i18n.language, { responsive: ['sm'] }),
  ];
  return (
    <ApprovalInboxPage
      decide={{
        endpoints: E,
        idsField: 'job_request_ids',
        refresh: refreshRequests,
        words: 'jobRequest',
        testIdPrefix: 'job-request',
        reasonRequired: D.reasonRequired,
      }}
      testId="job-request-approvals"
      query={approvalsQuery}
      columns={columns}
      onView={(id) => void navigate(requisitionScreens.paths.view(id))}
    />
  );
}
