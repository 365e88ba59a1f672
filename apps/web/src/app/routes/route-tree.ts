import { changePasswordRoute } from '../../modules/account/change-password/change-password.routes.tsx';
import {
  accountActivationRoute,
  activationSuccessfulRoute,
} from '../../modules/auth/activation/activation.routes.tsx';
import { companyRoutes } from '../../modules/auth/company/company.routes.tsx';
import { firstSigninRoute } from '../../modules/auth/first-signin/first-signin.routes.tsx';
import { loginRoute } from '../../modules/auth/login/login.routes.tsx';
import { passwordResetRoutes } from '../../modules/auth/password-reset/password-reset.routes.tsx';
import { signupRoutes } from '../../modules/auth/signup/signup.routes.tsx';
import { subscriptionRoutes } from '../../modules/billing/subscription/subscription.routes.tsx';
import { activityHistoryRoute } from '../../modules/home/activity-history/activity-history.routes.tsx';
import { dashboardRoute, homeRoute } from '../../modules/home/dashboard/dashboard.routes.tsx';
import { organizationDashboardRoute } from '../../modules/organization/dashboard/dashboard.routes.tsx';
import {
  employeeAdminRoutes,
  employeeProfileRoute,
} from '../../modules/organization/employees/employees.routes.tsx';
import { reportRoutes } from '../../modules/organization/reports/reports.routes.tsx';
import { branchRoutes } from '../../modules/organization/branches/branches.routes.tsx';
import { departmentRoutes } from '../../modules/organization/departments/departments.routes.tsx';
import { teamRoutes } from '../../modules/organization/teams/teams.routes.tsx';
import { employeeSettingsRoutes } from '../../modules/organization/employee-settings/employee-settings.routes.tsx';
import { systemSettingsRoutes } from '../../modules/organization/system-settings/system-settings.routes.tsx';
import {
  organizationIndexRoute,
  organizationRoute,
} from '../../modules/organization/organization.routes.tsx';
import { supportRoute } from '../../modules/support/contact/contact.routes.tsx';
import { onboardingRoutes } from '../../modules/onboarding/onboarding.routes.tsx';
import { attendanceRoute } from '../../modules/attendance/attendance.routes.tsx';
import { attendanceApproverRoutes } from '../../modules/attendance/approver-settings.routes.tsx';
import { attendanceDashboardRoute } from '../../modules/attendance/dashboard/dashboard.routes.tsx';
import { deviceRoutes } from '../../modules/attendance/devices/devices.routes.tsx';
import { adminShiftRoutes, essShiftRoutes } from '../../modules/attendance/shifts/shifts.routes.tsx';
import {
  adminAttendanceReportRoutes,
  essAttendanceReportRoutes,
} from '../../modules/attendance/reports/reports.routes.tsx';
import {
  adminMobileClockRoutes,
  essMobileClockRoutes,
} from '../../modules/attendance/mobile-clocks/mobile-clocks.routes.tsx';
import {
  adminOvertimeRoutes,
  essOvertimeRoutes,
} from '../../modules/attendance/overtime/overtime.routes.tsx';
import { payrollApproverRoutes } from '../../modules/payroll/approver-settings.routes.tsx';
import { payrollRoute } from '../../modules/payroll/payroll.routes.tsx';
import { adminReportsRoutes, essReportsRoutes } from '../../modules/payroll/reports/reports.routes.tsx';
import { adminPackagesRoutes, essPackagesRoutes } from '../../modules/payroll/packages/packages.routes.tsx';
import {
  adminBreakdownsRoutes,
  essBreakdownsRoutes,
} from '../../modules/payroll/breakdowns/breakdowns.routes.tsx';
import {
  adminStatutoryRoutes,
  essStatutoryRoutes,
} from '../../modules/payroll/statutory/statutory.routes.tsx';
import {
  adminAllowancesRoutes,
  essAllowancesRoutes,
} from '../../modules/payroll/allowances/allowances.routes.tsx';
import { adminAdminRoutes, essAdminRoutes } from '../../modules/payroll/admin/admin.routes.tsx';
import { adminLoansRoutes, essLoansRoutes } from '../../modules/payroll/loans/loans.routes.tsx';
import { adminBenefitDeductionRoutes } from '../../modules/payroll/benefit-deduction/benefit-deduction.routes.tsx';
import { adminPaymentOptionRoutes } from '../../modules/payments/options/options.routes.tsx';
import { adminPaymentUploadRoutes } from '../../modules/payments/uploads/uploads.routes.tsx';
import { adminWalletRoutes } from '../../modules/payments/wallet/wallet.routes.tsx';
import { adminCanteenRoutes, essCanteenRoutes } from '../../modules/canteen/canteen.routes.tsx';
import {
  adminTaskBoardRoutes,
  essTaskBoardRoutes,
} from '../../modules/performance/projects/projects.routes.tsx';
import { adminScheduleRoutes, essScheduleRoutes } from '../../modules/payroll/schedule/schedule.routes.tsx';
import {
  adminPayslipsRoutes,
  essLatestPayslipRoute,
  essPayslipsRoutes,
} from '../../modules/payroll/payslips/payslips.routes.tsx';
import { performanceApproverRoutes } from '../../modules/performance/approver-settings.routes.tsx';
import { adminSurveyRoutes, essSurveyRoutes } from '../../modules/performance/surveys/surveys.routes.tsx';
import {
  adminTrainingRoutes,
  essTrainingRoutes,
} from '../../modules/performance/trainings/training.routes.tsx';
import {
  adminAppraisalRoutes,
  adminHrmAppraisalRoutes,
  essAppraisalRoutes,
  essHrmAppraisalRoutes,
} from '../../modules/performance/appraisals/appraisals.routes.tsx';
import { performanceReportRoutes } from '../../modules/performance/appraisal-reports/appraisal-reports.routes.tsx';
import {
  hrmAppraisalSettingsRoutes,
  perfAppraisalSettingsRoutes,
} from '../../modules/performance/appraisal-settings/appraisal-settings.routes.tsx';
import {
  adminPerformanceDashboardRoutes,
  essPerformanceDashboardRoutes,
} from '../../modules/performance/dashboard/dashboard.routes.tsx';
import { profileEditRoute } from '../../modules/account/profile-edit/profile-edit.routes.tsx';
import { sendInviteRoute } from '../../modules/organization/send-invite/send-invite.routes.tsx';
import { employeeImportRoute } from '../../modules/organization/employee-import/employee-import.routes.tsx';
import { hrmRoute, leaveRoute, redirectRoute } from '../../modules/hrm/hrm.routes.tsx';
import { hrmDashboardRoute } from '../../modules/hrm/dashboard/dashboard.routes.tsx';
import { hrmReportRoutes } from '../../modules/hrm/reports/reports.routes.tsx';
import { adminLeaveRoutes, essLeaveRoutes } from '../../modules/hrm/leave/leave.routes.tsx';
import { exemptionAdminRoutes, exemptionEssRoutes } from '../../modules/hrm/exemptions/exemptions.routes.tsx';
import {
  exemptionApprovalRoutes,
  leaveSettingsRoutes,
} from '../../modules/hrm/leave-settings/leave-settings.routes.tsx';
import { adminRecruitmentRoutes } from '../../modules/recruitment/recruitment.routes.tsx';
import { recruitmentDashboardRoutes } from '../../modules/recruitment/dashboard/dashboard.routes.tsx';
import { trackingRoutes } from '../../modules/recruitment/tracking/tracking.routes.tsx';
import { rootRoute } from './root-route.ts';
import {
  adminIndexRoute,
  adminRoute,
  authedRoute,
  essIndexRoute,
  essRoute,
  forcedPasswordRoute,
  notificationOpenRoute,
  openRoute,
  publicRoute,
  rootIndexRoute,
  unauthorizedRoute,
} from './shell-routes.tsx';

/** The organisation area's parent, built under the admin view; its areas hang below it. */
const organization = organizationRoute(adminRoute);
/** HR's parents (spec 2 §2): /admin/hrm, /admin/hrm/leave, /ess/hrm, /ess/hrm/leave. */
const adminHrm = hrmRoute(adminRoute);
const adminLeave = leaveRoute(adminHrm);
const essHrm = hrmRoute(essRoute);
const essLeave = leaveRoute(essHrm);
/** Time and attendance's parents (spec 3 §2): /admin/attendance and /ess/attendance. */
const adminAttendance = attendanceRoute(adminRoute);
const essAttendance = attendanceRoute(essRoute);
/** Payroll's parents (spec 3 §2, issue 19): /admin/payroll and /ess/payroll. */
const adminPayroll = payrollRoute(adminRoute);
const essPayroll = payrollRoute(essRoute);

/**
 * The route registry: every module's routes, placed under the view they belong to. The sidebar reads
 * the menu metadata of the admin and ess subtrees (app/navigation), so a module plugs in by adding its
 * routes here and nothing else. Order here is menu order.
 */
export const routeTree = rootRoute.addChildren([
  publicRoute.addChildren([
    rootIndexRoute,
    ...companyRoutes(publicRoute),
    loginRoute(publicRoute),
    ...signupRoutes(publicRoute),
    ...subscriptionRoutes(publicRoute),
    activationSuccessfulRoute(publicRoute),
    ...passwordResetRoutes(publicRoute),
  ]),
  openRoute.addChildren([
    unauthorizedRoute,
    accountActivationRoute(openRoute),
    forcedPasswordRoute.addChildren([firstSigninRoute(forcedPasswordRoute)]),
  ]),
  authedRoute.addChildren([
    ...onboardingRoutes(authedRoute),
    notificationOpenRoute,
    adminRoute.addChildren([
      adminIndexRoute,
      homeRoute(adminRoute),
      activityHistoryRoute(adminRoute),
      supportRoute(adminRoute),
      organization.addChildren([
        organizationIndexRoute(organization),
        organizationDashboardRoute(organization),
        ...branchRoutes(organization),
        ...departmentRoutes(organization),
        ...teamRoutes(organization),
        ...employeeAdminRoutes(organization),
        sendInviteRoute(organization),
        employeeImportRoute(organization),
        ...employeeSettingsRoutes(organization),
        ...reportRoutes(organization),
        ...systemSettingsRoutes(organization),
      ]),
      adminHrm.addChildren([
        redirectRoute(adminHrm, '/', '/admin/hrm/dashboard'),
        hrmDashboardRoute(adminHrm),
        adminLeave.addChildren([
          redirectRoute(adminLeave, '/', '/admin/hrm/leave/all'),
          ...adminLeaveRoutes(adminLeave),
          ...leaveSettingsRoutes(adminLeave),
        ]),
        ...exemptionApprovalRoutes(adminHrm),
        ...exemptionAdminRoutes(adminHrm),
        ...hrmReportRoutes(adminHrm, 'admin'),
        ...hrmAppraisalSettingsRoutes(adminHrm),
        ...adminHrmAppraisalRoutes(adminHrm),
      ]),
      adminAttendance.addChildren([
        redirectRoute(adminAttendance, '/', '/admin/attendance/dashboard'),
        attendanceDashboardRoute(adminAttendance),
        ...adminMobileClockRoutes(adminAttendance),
        ...adminAttendanceReportRoutes(adminAttendance),
        ...deviceRoutes(adminAttendance),
        ...adminShiftRoutes(adminAttendance),
        ...adminOvertimeRoutes(adminAttendance),
      ]),
      adminPayroll.addChildren([
        ...adminReportsRoutes(adminPayroll),
        ...adminPackagesRoutes(adminPayroll),
        ...adminBreakdownsRoutes(adminPayroll),
        ...adminStatutoryRoutes(adminPayroll),
        ...adminAllowancesRoutes(adminPayroll),
        ...adminScheduleRoutes(adminPayroll),
        ...adminPayslipsRoutes(adminPayroll),
        ...adminAdminRoutes(adminPayroll),
        ...adminLoansRoutes(adminPayroll),
        ...adminBenefitDeductionRoutes(adminPayroll),
        ...adminPaymentOptionRoutes(adminPayroll),
        ...adminPaymentUploadRoutes(adminPayroll),
        ...adminWalletRoutes(adminPayroll),
      ]),
      ...adminCanteenRoutes(adminRoute),
      ...adminPerformanceDashboardRoutes(adminRoute),
      ...adminTaskBoardRoutes(adminRoute),
      ...attendanceApproverRoutes(adminRoute),
      ...payrollApproverRoutes(adminRoute),
      ...performanceApproverRoutes(adminRoute),
      ...adminSurveyRoutes(adminRoute),
      ...adminTrainingRoutes(adminRoute),
      ...perfAppraisalSettingsRoutes(adminRoute),
      ...performanceReportRoutes(adminRoute),
      ...adminAppraisalRoutes(adminRoute),
      ...recruitmentDashboardRoutes(adminRoute),
      ...adminRecruitmentRoutes(adminRoute),
      ...trackingRoutes(adminRoute),
    ]),
    essRoute.addChildren([
      essIndexRoute,
      homeRoute(essRoute),
      dashboardRoute(essRoute),
      activityHistoryRoute(essRoute),
      employeeProfileRoute(essRoute),
      profileEditRoute(essRoute),
      changePasswordRoute(essRoute),
      supportRoute(essRoute),
      essLatestPayslipRoute(essRoute),
      essHrm.addChildren([
        redirectRoute(essHrm, '/', '/ess/hrm/exemption/my-exemptions'),
        ...exemptionEssRoutes(essHrm),
        essLeave.addChildren([
          redirectRoute(essLeave, '/', '/ess/hrm/leave/my-leaves'),
          ...essLeaveRoutes(essLeave),
        ]),
        ...hrmReportRoutes(essHrm, 'ess'),
        ...essHrmAppraisalRoutes(essHrm),
      ]),
      essAttendance.addChildren([
        ...essMobileClockRoutes(essAttendance),
        ...essAttendanceReportRoutes(essAttendance),
        ...essShiftRoutes(essAttendance),
        ...essOvertimeRoutes(essAttendance),
      ]),
      essPayroll.addChildren([
        ...essPayslipsRoutes(essPayroll),
        ...essAllowancesRoutes(essPayroll),
        ...essReportsRoutes(essPayroll),
        ...essPackagesRoutes(essPayroll),
        ...essBreakdownsRoutes(essPayroll),
        ...essStatutoryRoutes(essPayroll),
        ...essScheduleRoutes(essPayroll),
        ...essAdminRoutes(essPayroll),
        ...essLoansRoutes(essPayroll),
      ]),
      ...essCanteenRoutes(essRoute),
      ...essPerformanceDashboardRoutes(essRoute),
      ...essSurveyRoutes(essRoute),
      ...essTaskBoardRoutes(essRoute),
      ...essTrainingRoutes(essRoute),
      ...essAppraisalRoutes(essRoute),
    ]),
  ]),
]);
