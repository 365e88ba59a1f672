import { columnOf, reportWords, type ReportColumn } from '../platform/report.ts';

/**
 * The attendance reports' titles and headings (spec 3 §2 "Report tables"), on the screens and in the
 * files (ADR 34). Absentee writes its headings in capitals, as the spec does.
 */
export const ATTENDANCE_REPORT_WORDS = reportWords('attendance_report_words', {
  title: ['Attendance Report', 'Rapport de présence'],
  title_simple: ['Simple Report', 'Rapport simple'],
  title_lateness: ['Lateness Report', 'Rapport des retards'],
  title_earlyIn: ['Early-In Report', 'Rapport des arrivées anticipées'],
  title_workforce: ['Workforce Report', 'Rapport des effectifs'],
  title_absentee: ['Absentee Report', 'Rapport des absences'],
  title_logs: ['Attendance Log Report', 'Journal de présence'],
  title_punctuality: ['Punctuality Report', 'Rapport de ponctualité'],
  title_summary: ['Attendance Summary Report', 'Synthèse de présence'],
  title_offday: ['Off Day Report', 'Rapport des jours de repos'],
  title_overtime: ['Overtime Report', 'Rapport des heures supplémentaires'],
  title_overtime_summary: ['Overtime Summary Report', 'Synthèse des heures supplémentaires'],
  date: ['Date', 'Date'],
  DATE: ['DATE', 'DATE'],
  name: ['Name', 'Nom'],
  pin: ['Pin', 'PIN'],
  custom_employee_id: ['Custom Id', 'Identifiant interne'],
  employee_grade: ['Employee Grade', 'Grade'],
  employee_type: ['Employee Type', 'Type d’employé'],
  employee_category: ['Employee Category', 'Catégorie'],
  mobile_number: ['Mobile Number', 'Téléphone mobile'],
  email: ['Email', 'E-mail'],
  department: ['Department', 'Département'],
  branch: ['Branch', 'Agence'],
  shift: ['Shift', 'Quart'],
  SHIFT: ['SHIFT', 'QUART'],
  shift_range: ['Shift Range', 'Horaires du quart'],
  SHIFT_RANGE: ['SHIFT RANGE', 'HORAIRES DU QUART'],
  clock_in: ['Clock In', 'Arrivée'],
  clock_out: ['Clock Out', 'Départ'],
  expected_work_hours: ['Expected Work Hours', 'Heures prévues'],
  hours_worked: ['Hours Worked', 'Heures travaillées'],
  expected_clock_in: ['Expected Clock In', 'Arrivée prévue'],
  expected_clockin: ['Expected Clockin', 'Arrivée prévue'],
  lost_time: ['Lost Time', 'Temps perdu'],
  gained_time: ['Gained Time', 'Temps gagné'],
  exemption_reason: ['Exemption Reason', 'Motif de l’exemption'],
  clocktime: ['Time', 'Heure'],
  clocktype: ['Clock Type', 'Type de pointage'],
  device_name: ['Device Name', 'Appareil'],
  serial_no: ['Serial No', 'N° de série'],
  upload_time: ['Upload Time', 'Heure de réception'],
  average_clocktime: ['Average Clock Time', 'Heure d’arrivée moyenne'],
  num_punctuality: ['Number of Punctuality', 'Jours à l’heure'],
  days_clockin_and_out: ['Days Clocked In and Out', 'Jours avec arrivée et départ'],
  hours_late: ['Hours Late', 'Heures de retard'],
  no_clockin: ['No Clockin', 'Sans arrivée'],
  no_clockout: ['No Clockout', 'Sans départ'],
  num_days_absent: ['Days Absent', 'Jours d’absence'],
  num_lateness: ['Days Late', 'Jours de retard'],
  expected_total_hours: ['Expected Hours Worked', 'Heures prévues'],
  start_time: ['Start', 'Début'],
  end_time: ['End', 'Fin'],
  actual_overtime: ['Overtime (Minutes)', 'Heures sup. (minutes)'],
  overtime_in_hour: ['Overtime (Hours)', 'Heures sup. (heures)'],
  amount: ['Amount', 'Montant'],
  status: ['Status', 'Statut'],
  records: ['Records', 'Enregistrements'],
  approved_amount: ['Approved Amount', 'Montant approuvé'],
  pending_amount: ['Pending Amount', 'Montant en attente'],
});

const col = columnOf(ATTENDANCE_REPORT_WORDS);

/** Who a row is about: name and pin always; the rest (spec 1 §2) only where some row has them. */
export const ATTENDANCE_WHO_COLUMNS = [col('name', 'text'), col('pin', 'text')];
export const ATTENDANCE_OPTIONAL_COLUMNS = [
  col('custom_employee_id', 'text'),
  col('employee_grade', 'text'),
  col('employee_type', 'text'),
  col('employee_category', 'text'),
  col('mobile_number', 'text'),
  col('email', 'text'),
  col('department', 'text'),
  col('branch', 'text'),
];
const optional = (...keys: string[]) => ATTENDANCE_OPTIONAL_COLUMNS.filter((c) => keys.includes(c.key));

const DATE = col('checkdate', 'date', { label: 'date' });
const SHIFT = col('shift_name', 'text', { label: 'shift' });
const SHIFT_RANGE = col('shift_range', 'text');
const CLOCK_IN = col('clockin_readable', 'text', { label: 'clock_in' });
const CLOCK_OUT = col('clockout_readable', 'text', { label: 'clock_out' });
const HOURS_WORKED = col('hours_worked', 'duration');

export interface AttendanceReportLayout {
  /** The day's columns (after the date, or after who), or an employee's figures. */
  readonly columns: readonly ReportColumn[];
  /** The date column, where the type's rows are days. */
  readonly date?: ReportColumn;
  /** Optional who-columns a by-date or per-employee table may show (spec 1 §2 lists them per type). */
  readonly optional: readonly ReportColumn[];
  /** Written in files only: the screen shows it behind 'View reason' on clock out. */
  readonly fileOnly?: readonly ReportColumn[];
}

/** Each type's table (spec 3 §2), for the screen and for the file alike. */
export const ATTENDANCE_REPORT_LAYOUTS = {
  workforce: {
    date: DATE,
    columns: [CLOCK_IN, CLOCK_OUT, SHIFT, SHIFT_RANGE, col('expected_work_hours', 'duration'), HOURS_WORKED],
    // Spec 3 §2: grade, type, category, mobile number, email, department, branch (no custom id).
    optional: ATTENDANCE_OPTIONAL_COLUMNS.filter((c) => c.key !== 'custom_employee_id'),
    fileOnly: [col('exemption_reason', 'text')],
  },
  lateness: {
    date: DATE,
    columns: [
      SHIFT,
      CLOCK_IN,
      col('expected_clockin_readable', 'text', { label: 'expected_clock_in' }),
      col('lost_time', 'duration'),
    ],
    optional: optional('custom_employee_id'),
  },
  earlyIn: {
    date: DATE,
    columns: [
      SHIFT,
      CLOCK_IN,
      col('expected_clockin_readable', 'text', { label: 'expected_clockin' }),
      col('gained_time', 'duration'),
    ],
    optional: ATTENDANCE_OPTIONAL_COLUMNS,
  },
  absentee: {
    date: col('checkdate', 'date', { label: 'DATE' }),
    columns: [
      col('shift_name', 'text', { label: 'SHIFT' }),
      col('shift_range', 'text', { label: 'SHIFT_RANGE' }),
    ],
    optional: ATTENDANCE_OPTIONAL_COLUMNS,
  },
  offday: { date: DATE, columns: [SHIFT], optional: ATTENDANCE_OPTIONAL_COLUMNS },
  simple: { date: DATE, columns: [CLOCK_IN, CLOCK_OUT, HOURS_WORKED], optional: ATTENDANCE_OPTIONAL_COLUMNS },
  logs: {
    date: DATE,
    columns: [
      col('clocktime', 'text'),
      col('clocktype', 'text'),
      col('device_name', 'text'),
      col('serial_no', 'text'),
      col('upload_time', 'text'),
    ],
    optional: [],
  },
  punctuality: {
    columns: [col('average_clocktime', 'text'), col('num_punctuality', 'number')],
    optional: ATTENDANCE_OPTIONAL_COLUMNS,
  },
  summary: {
    columns: [
      col('days_clockin_and_out', 'number'),
      col('hours_late', 'duration'),
      col('no_clockin', 'number'),
      col('no_clockout', 'number'),
      col('num_days_absent', 'number'),
      col('num_lateness', 'number'),
      HOURS_WORKED,
      col('expected_total_hours', 'duration'),
    ],
    // Spec 1 §2 lists only the figures for this table: eight of them already fill a screen, so the
    // optional who-columns would push them out of sight; name and pin say who each row is.
    optional: [],
  },
  // One row a record, after who (ADR 38); the date is a column of the row, not a group's heading.
  overtime: {
    columns: [
      col('checkdate', 'date', { label: 'date' }),
      col('start_time', 'text'),
      col('end_time', 'text'),
      col('actual_overtime', 'number', { total: true }),
      col('overtime_in_hour', 'text'),
      col('amount_kobo', 'money', { label: 'amount', total: true }),
      col('status', 'text'),
    ],
    optional: optional('department', 'branch'),
  },
  overtime_summary: {
    columns: [
      col('records', 'number', { total: true }),
      col('actual_overtime', 'number', { total: true }),
      col('overtime_in_hour', 'text'),
      col('approved_amount_kobo', 'money', { label: 'approved_amount', total: true }),
      col('pending_amount_kobo', 'money', { label: 'pending_amount', total: true }),
    ],
    optional: optional('department', 'branch'),
  },
} as const satisfies Record<string, AttendanceReportLayout>;

/** Who a file's rows are about: name, pin, department and branch. */
const FILE_WHO = [...ATTENDANCE_WHO_COLUMNS, ...optional('department', 'branch')];

/** A type's columns in a file: the date, who, then the type's own (one row per day, punch or employee). */
export function attendanceFileColumns(layout: AttendanceReportLayout): ReportColumn[] {
  return [...(layout.date ? [layout.date] : []), ...FILE_WHO, ...layout.columns, ...(layout.fileOnly ?? [])];
}

/** Every column of every type, once (the report definition's list). */
export const ATTENDANCE_REPORT_COLUMNS = [
  ...new Map(
    Object.values(ATTENDANCE_REPORT_LAYOUTS as Record<string, AttendanceReportLayout>)
      .flatMap(attendanceFileColumns)
      .concat(ATTENDANCE_OPTIONAL_COLUMNS)
      .map((c) => [c.label, c]),
  ).values(),
];

/** The roster's file (attendance/shifts): who, then a column a day headed by its date. */
export const ROSTER_REPORT_WORDS = reportWords('roster_report_words', {
  title: ['Roster', 'Planning'],
  employee_name: ['Employee', 'Employé'],
  pin: ['Pin', 'Matricule'],
  department: ['Department', 'Département'],
});
const rosterColumn = columnOf(ROSTER_REPORT_WORDS);
export const ROSTER_REPORT_COLUMNS = [
  rosterColumn('employee_name', 'text'),
  rosterColumn('pin', 'text'),
  rosterColumn('department', 'text'),
];
