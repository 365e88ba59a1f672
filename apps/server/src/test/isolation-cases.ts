import type { IsolationCase, IsolationExemption } from './isolation.ts';
import { fileIsolationCases, fileIsolationExemptions } from '../platform/files/files.isolation.ts';
import { employeeSettingsIsolationCases } from '../modules/organization/employee-settings/employee-settings.isolation.ts';
import { employeeIsolationCases } from '../modules/organization/employees/employees.isolation.ts';
import { employeeInviteIsolationCases } from '../modules/organization/employee-invites/employee-invites.isolation.ts';
import { onboardingIsolationCases } from '../modules/onboarding/onboarding.isolation.ts';
import { structureIsolationCases } from '../modules/organization/branches/branches.isolation.ts';
import { systemSettingsIsolationCases } from '../modules/organization/system-settings/system-settings.isolation.ts';
import { reportIsolationCases } from '../modules/organization/reports/reports.isolation.ts';
import { notificationIsolationCases } from '../platform/notifications/notifications.isolation.ts';
import { jobIsolationCases } from '../platform/jobs/jobs.isolation.ts';
import { approverGroupIsolationCases } from '../platform/approvals/approver-groups.isolation.ts';
import { categoryApproverIsolationCases } from '../modules/hrm/category-approvers.isolation.ts';
import { hrmReportIsolationCases } from '../modules/hrm/reports/reports.isolation.ts';
import { exemptionIsolationCases } from '../modules/hrm/exemptions/exemptions.isolation.ts';
import {
  attendanceReportIsolationCases,
  attendanceReportIsolationExemptions,
} from '../modules/attendance/reports/attendance-reports.isolation.ts';
import { leaveIsolationCases } from '../modules/hrm/leaves/leaves.isolation.ts';
import { leaveTypeIsolationCases } from '../modules/hrm/leave-types/leave-types.isolation.ts';
import { mobileClockIsolationCases } from '../modules/attendance/mobile-clocks/mobile-clocks.isolation.ts';
import { shiftIsolationCases } from '../modules/attendance/shifts/shifts.isolation.ts';
import { deviceIsolationCases } from '../modules/attendance/devices/devices.isolation.ts';

export const ISOLATION_EXEMPTIONS: IsolationExemption[] = [
  ...fileIsolationExemptions,
  ...attendanceReportIsolationExemptions,
];

export const ISOLATION_CASES: IsolationCase[] = [
  ...fileIsolationCases,
  ...employeeSettingsIsolationCases,
  ...employeeIsolationCases,
  ...employeeInviteIsolationCases,
  ...onboardingIsolationCases,
  ...structureIsolationCases,
  ...systemSettingsIsolationCases,
  ...reportIsolationCases,
  ...notificationIsolationCases,
  ...jobIsolationCases,
  ...approverGroupIsolationCases,
  ...categoryApproverIsolationCases,
  ...hrmReportIsolationCases,
  ...exemptionIsolationCases,
  ...attendanceReportIsolationCases,
  ...leaveIsolationCases,
  ...leaveTypeIsolationCases,
  ...mobileClockIsolationCases,
  ...shiftIsolationCases,
  ...deviceIsolationCases,
];
