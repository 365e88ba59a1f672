// The sidebar's labels of every module, in both languages. They load with the signed-in shell, which
// shows them, rather than with the route files, which every screen loads, /login included
// (docs/decisions/0039). A module with sidebar entries adds its menu-texts.ts here.
import '../../modules/attendance/dashboard/menu-texts.ts';
import '../../modules/attendance/devices/menu-texts.ts';
import '../../modules/attendance/mobile-clocks/menu-texts.ts';
import '../../modules/attendance/overtime/menu-texts.ts';
import '../../modules/attendance/reports/menu-texts.ts';
import '../../modules/attendance/shifts/menu-texts.ts';
import '../../modules/canteen/menu-texts.ts';
import '../../modules/performance/projects/menu-texts.ts';
import '../../modules/hrm/dashboard/menu-texts.ts';
import '../../modules/hrm/exemptions/menu-texts.ts';
import '../../modules/hrm/leave/menu-texts.ts';
import '../../modules/hrm/reports/menu-texts.ts';
import '../../modules/organization/branches/menu-texts.ts';
import '../../modules/organization/dashboard/menu-texts.ts';
import '../../modules/organization/employee-settings/menu-texts.ts';
import '../../modules/organization/employees/menu-texts.ts';
import '../../modules/organization/reports/menu-texts.ts';
import '../../modules/organization/system-settings/menu-texts.ts';
import '../../modules/payments/wallet/menu-texts.ts';
import '../../modules/payroll/admin/menu-texts.ts';
import '../../modules/payroll/allowances/menu-texts.ts';
import '../../modules/payroll/benefit-deduction/menu-texts.ts';
import '../../modules/payroll/loans/repayments/menu-texts.ts';
import '../../modules/payroll/loans/requests/menu-texts.ts';
import '../../modules/payroll/loans/settings/menu-texts.ts';
import '../../modules/payroll/packages/menu-texts.ts';
import '../../modules/payroll/payslips/menu-texts.ts';
import '../../modules/payroll/reports/menu-texts.ts';
import '../../modules/payroll/schedule/menu-texts.ts';
import '../../modules/payments/uploads/menu-texts.ts';
import '../../modules/performance/surveys/menu-texts.ts';
import '../../modules/performance/trainings/menu-texts.ts';
import '../../modules/performance/dashboard/menu-texts.ts';
import '../../modules/recruitment/tracking/menu-texts.ts';
