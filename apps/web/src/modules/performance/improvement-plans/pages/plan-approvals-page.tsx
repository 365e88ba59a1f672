import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  IMPROVEMENT_PLAN_DECISION_MESSAGES as D,
  improvementPlanEndpoints as E,
  type ImprovementPlanApproval,
} from '@clockroom/contracts';
import { ApprovalInboxPage } from '../../../../platform/approvers/inbox/approval-inbox-page.tsx';
import { levelColumn } from '../../../../platform/approvers/level-label.ts';
import { planApprovalsQuery, refreshPlans } from '../api.ts';
import { PlanDetails, planPeopleColumns } from '../components/plan-bits.tsx';
import '../i18n.ts';
import '../../trainings/trainings.css';

/** …/training/approval: the improvement plans waiting on the signed-in approver (ADR 31, 62). */
export default function PlanApprovalsPage() {
  const { t, i18n } = useTranslation();
  const columns: TableColumnsType<ImprovementPlanApproval> = [
    ...planPeopleColumns<ImprovementPlanApproval>(t),
    {
      title: t('plan.goals'),
      key: 'goals',
      responsive: ['lg'],
      render: (_v, row) => <PlanDetails plan={row} />,
    },
    levelColumn(t('plan.level'), i18n.language, { responsive: ['sm'] }),
  ];
  return (
    <ApprovalInboxPage
      decide={{
        endpoints: E,
        idsField: 'improvement_plan_ids',
        refresh: refreshPlans,
        words: 'plan',
        testIdPrefix: 'plan',
        reasonRequired: D.reasonRequired,
      }}
      testId="plan-approvals"
      query={planApprovalsQuery}
      columns={columns}
    />
  );
}
