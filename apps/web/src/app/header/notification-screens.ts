import { linkOptions } from '@tanstack/react-router';
import type { NoticeScreens } from '../../platform/notifications/notice-target.ts';
import { essLeaveScreens } from '../../modules/hrm/leave/leave.routes.tsx';
import { essExemptionScreens } from '../../modules/hrm/exemptions/exemptions.routes.tsx';
import { essMobileClockScreens } from '../../modules/attendance/mobile-clocks/mobile-clocks.routes.tsx';
import { essOvertimeScreens } from '../../modules/attendance/overtime/overtime.routes.tsx';
import { essAllowanceScreens } from '../../modules/payroll/allowances/allowances.routes.tsx';
import { essLoanScreens } from '../../modules/payroll/loans/requests/requests.routes.tsx';
import { benefitDeductionScreens } from '../../modules/payroll/benefit-deduction/benefit-deduction.routes.tsx';
import { paymentUploadScreens } from '../../modules/payments/uploads/uploads.routes.tsx';
import {
  adminTrainingScreens,
  essTrainingScreens,
} from '../../modules/performance/trainings/training.routes.tsx';
import { essPerformanceAppraisalScreens } from '../../modules/performance/appraisals/appraisals.routes.tsx';

const leave = essLeaveScreens.paths;
const exemption = essExemptionScreens.paths;
const clock = essMobileClockScreens.paths;
const overtime = essOvertimeScreens.paths;
const allowance = essAllowanceScreens.paths;
const loan = essLoanScreens.paths;
const benefitDeduction = benefitDeductionScreens.paths;
const salaryPayment = paymentUploadScreens.paths;

/**
 * The screen each kind of notification opens (ADR 32): the server stores a kind, never a path, so a
 * screen renamed here is renamed everywhere, and the typed paths fail to compile if one goes away.
 * Approvers go to their inbox; requesters and relief officers to their own list.
 */
export const NOTIFICATION_SCREENS: NoticeScreens = {
  'auth.password-changed': linkOptions({ to: '/ess/change-password' }),
  'leave.approval-requested': leave.approvals,
  'leave.approved': leave.mine,
  'leave.rejected': leave.mine,
  'leave.relief-named': leave.mine,
  'leave.relief-approved': leave.mine,
  'exemption.approval-requested': exemption.approvals,
  'exemption.approved': exemption.mine,
  'exemption.rejected': exemption.mine,
  'mobile-clock.approval-requested': clock.approvals,
  'mobile-clock.approved': clock.myLogs,
  'mobile-clock.rejected': clock.myLogs,
  // One page holds both the employee's overtime and what waits on their approval.
  'overtime.approval-requested': overtime.all,
  'overtime.approved': overtime.all,
  'overtime.rejected': overtime.all,
  'allowance-claim.approval-requested': allowance.approvals,
  'allowance-claim.approved': allowance.mine,
  'allowance-claim.rejected': allowance.mine,
  'loan.approval-requested': loan.approvals,
  'loan.approved': loan.mine,
  'loan.rejected': loan.mine,
  // Benefits and deductions are entered by HR: the decision goes back to their list.
  'benefit-deduction.approval-requested': benefitDeduction.approvals,
  'benefit-deduction.approved': benefitDeduction.list,
  'benefit-deduction.rejected': benefitDeduction.list,
  // Payment schedules are decided on their upload's screen, reached from the uploads list.
  'salary-payment.approval-requested': salaryPayment.list,
  'salary-payment.approved': salaryPayment.list,
  'salary-payment.rejected': salaryPayment.list,
  // Improvement plans (ADR 62): approvers to the plans' inbox, the employee and reviewer to their plans.
  'improvement-plan.approval-requested': adminTrainingScreens.paths.approval,
  'improvement-plan.approved': essTrainingScreens.paths.plans,
  'improvement-plan.rejected': essTrainingScreens.paths.plans,
  'improvement-plan.review-due': essTrainingScreens.paths.plans,
  // Appraisals (issue 22): the employee (the requester) to their appraisals, approvers to their inbox.
  'appraisal.opened': essPerformanceAppraisalScreens.paths.self,
  'appraisal.due-soon': essPerformanceAppraisalScreens.paths.self,
  'appraisal.approval-requested': essPerformanceAppraisalScreens.paths.approvals,
  'appraisal.approved': essPerformanceAppraisalScreens.paths.self,
  'appraisal.rejected': essPerformanceAppraisalScreens.paths.self,
};
