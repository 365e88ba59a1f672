import { columnOf, reportWords } from '../platform/report.ts';

/** The usage reports' titles and headings, on the screens and in the files (ADR 34). */
export const HRM_REPORT_WORDS = reportWords('hrm_report_words', {
  leaveTitle: ['Leave Usage Report', 'Rapport d’utilisation des congés'],
  exemptionTitle: ['Exemption Usage Summary', 'Synthèse d’utilisation des exemptions'],
  employee_name: ['Employee Name', 'Nom de l’employé'],
  department: ['Department', 'Département'],
  leave_name: ['Leave Type', 'Type de congé'],
  year: ['Year', 'Année'],
  applicable_days: ['Entitled Days', 'Jours acquis'],
  days_taken: ['Days Taken', 'Jours pris'],
  pending_days: ['Pending Days', 'Jours en attente'],
  remaining_days: ['Remaining Days', 'Jours restants'],
  total_requests: ['Total Requests', 'Demandes'],
  approved: ['Approved', 'Approuvées'],
  pending: ['Pending', 'En attente'],
  rejected: ['Rejected', 'Rejetées'],
  last_exemption_date: ['Last Exemption Date', 'Dernière exemption'],
});

const col = columnOf(HRM_REPORT_WORDS);
const sum = { total: true } as const;

/** One row per employee and leave type; the days add up to the totals row. */
export const LEAVE_USAGE_COLUMNS = [
  col('employee_name', 'text'),
  col('department', 'text'),
  col('leave_name', 'text'),
  // A year is a label, not a quantity: no thousands separator.
  col('year', 'text'),
  col('applicable_days', 'number', sum),
  col('days_taken', 'number', sum),
  col('pending_days', 'number', sum),
  col('remaining_days', 'number', sum),
];

/** One row per employee; the requests add up to the totals row. */
export const EXEMPTION_USAGE_COLUMNS = [
  col('employee_name', 'text'),
  col('department', 'text'),
  col('total_requests', 'number', sum),
  col('approved', 'number', sum),
  col('pending', 'number', sum),
  col('rejected', 'number', sum),
  col('last_exemption_date', 'date'),
];

/** Self-service reports are one's own: they leave out who. */
export const SELF_SERVICE_HIDDEN_COLUMNS: readonly string[] = ['employee_name', 'department'];
