import { employeeListScenario } from './employee-list.ts';
import { orgReportXlsxScenario } from './org-report-xlsx.ts';
import { leaveListScenario } from './leave-list.ts';
import { punchIngestScenario } from './punch-ingest.ts';
import { attendanceReportScenario } from './attendance-report.ts';
import { overtimeScenario } from './overtime.ts';
import type { Scenario } from './types.ts';

/**
 * Every scenario, in the order `npm run bench` runs them. Next to come (ARCHITECTURE §6): the payroll
 * run; each one file here.
 */
export const SCENARIOS: readonly Scenario[] = [
  employeeListScenario,
  orgReportXlsxScenario,
  leaveListScenario,
  punchIngestScenario,
  attendanceReportScenario,
  overtimeScenario,
];
