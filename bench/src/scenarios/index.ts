import { employeeListScenario } from './employee-list.ts';
import { orgReportXlsxScenario } from './org-report-xlsx.ts';
import { leaveListScenario } from './leave-list.ts';
import { punchIngestScenario } from './punch-ingest.ts';
import { attendanceReportScenario } from './attendance-report.ts';
import { overtimeScenario } from './overtime.ts';
import { payrollScenario } from './payroll.ts';
import type { Scenario } from './types.ts';

/** Every scenario, in the order `npm run bench` runs them; each one file here (ARCHITECTURE §6). */
export const SCENARIOS: readonly Scenario[] = [
  employeeListScenario,
  orgReportXlsxScenario,
  leaveListScenario,
  punchIngestScenario,
  attendanceReportScenario,
  overtimeScenario,
  payrollScenario,
];
