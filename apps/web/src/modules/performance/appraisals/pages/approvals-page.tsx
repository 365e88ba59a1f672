import { useNavigate } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppraisalApproval } from '@clockroom/contracts';
import { ApprovalInboxPage } from '../../../../platform/approvers/inbox/approval-inbox-page.tsx';
import { levelColumn } from '../../../../platform/approvers/level-label.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { scoreText } from '../components/appraisal-summary.tsx';
import { finalScoreColumn } from '../components/appraisal-columns.tsx';
import { APPRAISAL_DECISIONS } from '../components/use-appraisal-decisions.ts';
import { approvalsQuery } from '../api.ts';
import { linkTo, useAppraisalScreen } from '../screen-data.ts';
import '../i18n.ts';

/**
 * The appraisals waiting on the signed-in approver, in the one approvals inbox (ADR 31): approved, or
 * rejected with a reason that sends it back to the appraiser (issue 22). Any signed-in employee.
 */
export default function AppraisalApprovalsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { links } = useAppraisalScreen();
  const columns: TableColumnsType<AppraisalApproval> = [
    { title: t('appraisalCycle.employee'), dataIndex: 'employee_name' },
    { title: t('appraisalCycle.group'), dataIndex: 'group_name', responsive: ['sm'] },
    { title: t('appraisalCycle.appraiser'), dataIndex: 'appraiser_name', responsive: ['lg'] },
    {
      title: t('appraisalCycle.selfScore'),
      dataIndex: 'self_score',
      responsive: ['lg'],
      render: (v: string | null) => scoreText(v),
    },
    {
      title: t('appraisalCycle.appraiserScore'),
      dataIndex: 'appraiser_score',
      responsive: ['lg'],
      render: (v: string | null) => scoreText(v),
    },
    finalScoreColumn(t, 'md'),
    levelColumn(t('appraisalCycle.level'), i18n.language),
  ];
  return (
    <ApprovalInboxPage
      decide={APPRAISAL_DECISIONS}
      testId="appraisal-approvals"
      query={approvalsQuery}
      columns={columns}
      searchPlaceholder={t('appraisalCycle.searchEmployee')}
      onView={(id) => void navigate(linkTo(links.approval, id))}
      empty={
        <EmptyState message={t('appraisalCycle.approvalsEmpty')} hint={t('appraisalCycle.approvalsHint')} />
      }
    />
  );
}
