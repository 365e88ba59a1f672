import { useNavigate } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BenefitDeduction } from '@clockroom/contracts';
import { ApprovalInboxPage } from '../../../../platform/approvers/inbox/approval-inbox-page.tsx';
import { levelColumn } from '../../../../platform/approvers/level-label.ts';
import { AreaTabs, RECORD_DECISIONS, monthsText } from '../components/bits.tsx';
import { benefitDeductionScreens } from '../benefit-deduction.routes.tsx';
import { approvalsQuery } from '../api.ts';
import { employeeColumn, typeKindAmountColumns } from '../components/record-columns.tsx';
import '../i18n.ts';
import '../benefit-deduction.css';

/**
 * /admin/payroll/benefit-deduction/approval: the records waiting on the signed-in approver, in the
 * one approvals inbox (ADR 31, 54).
 */
export default function ApprovalsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const columns: TableColumnsType<BenefitDeduction> = [
    employeeColumn(t),
    ...typeKindAmountColumns(t),
    {
      title: t('benefitDeduction.months'),
      key: 'months',
      responsive: ['lg'],
      render: (_v, row) => monthsText(row),
    },
    // Level 0: no group covers the employee, so the branch's approvers decide it (ADR 54).
    levelColumn(t('benefitDeduction.level'), i18n.language, {
      fallback: t('benefitDeduction.branchApprovers'),
    }),
  ];
  return (
    <ApprovalInboxPage
      decide={RECORD_DECISIONS}
      tabs={<AreaTabs active="approvals" />}
      testId="benefit-deduction-approvals"
      query={approvalsQuery}
      columns={columns}
      onView={(id) => void navigate(benefitDeductionScreens.paths.approvalView(id))}
    />
  );
}
