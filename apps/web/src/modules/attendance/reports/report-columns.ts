import { NA, type AttendanceReportGroup, type AttendanceReportPage } from '@clockroom/contracts';
import type { ReportTypeName } from './report-address.ts';

/**
 * The report tables' shapes (spec 3 §2 "Report tables", spec 1 §2 "Attendance report tables"): which
 * columns each type shows, grouped by employee or by date, and which heading each group carries.
 * Labels are the spec's English words; they are the i18n keys too.
 */
export interface ReportColumn {
  /** The row's field (employee details are flattened into the row). */
  key: string;
  label: string;
  /** A yyyy-MM-dd shown dd-MM-yyyy. */
  date?: boolean;
  /** Clock out: a 'View reason' link follows it when the day has an exemption reason. */
  reason?: boolean;
  /** Absentee columns sort (spec 3 §2). */
  sortable?: boolean;
  align?: 'right';
}

export type ReportRow = Record<string, string | number | null | undefined> & { key: string };

/** One table of a report page: a group's heading and its rows. */
export interface ReportSection {
  key: string;
  heading: { employee: { name: string; pin: string } } | { date: string } | null;
  rows: ReportRow[];
}

const col = (key: string, label: string, extra: Partial<ReportColumn> = {}): ReportColumn => ({
  key,
  label,
  ...extra,
});

/** Shown only when at least one row has a value other than NA (spec 1 §2). */
const OPTIONAL: ReportColumn[] = [
  col('custom_employee_id', 'Custom Id'),
  col('employee_grade', 'Employee Grade'),
  col('employee_type', 'Employee Type'),
  col('employee_category', 'Employee Category'),
  col('mobile_number', 'Mobile Number'),
  col('email', 'Email'),
  col('department', 'Department'),
  col('branch', 'Branch'),
];
const optional = (...keys: string[]) => OPTIONAL.filter((c) => keys.includes(c.key));
const ALL_OPTIONAL = OPTIONAL.map((c) => c.key);

const WHO = [col('name', 'Name'), col('pin', 'Pin')];
const DATE = col('checkdate', 'Date', { date: true });
const SHIFT = col('shift_name', 'Shift');
const SHIFT_RANGE = col('shift_range', 'Shift Range');
const CLOCK_IN = col('clockin_readable', 'Clock In');
const CLOCK_OUT = col('clockout_readable', 'Clock Out', { reason: true });
const HOURS_WORKED = col('hours_worked', 'Hours Worked');

interface TypeShape {
  /** The day columns after who (by date) or after the date (by employee). */
  columns: ReportColumn[];
  /** The optional who-columns this type's spec names for its by-date or per-employee table. */
  optional: string[];
  /** Heading of a by-date group, with {{date}}. */
  dateHeading?: string;
}

const SHAPES: Record<ReportTypeName, TypeShape> = {
  workforce: {
    columns: [
      CLOCK_IN,
      CLOCK_OUT,
      SHIFT,
      SHIFT_RANGE,
      col('expected_work_hours', 'Expected Work Hours'),
      HOURS_WORKED,
    ],
    // Spec 3 §2: grade, type, category, mobile number, email, department, branch (no custom id).
    optional: ALL_OPTIONAL.filter((k) => k !== 'custom_employee_id'),
    dateHeading: 'Workforce Report for: {{date}}',
  },
  lateness: {
    columns: [
      SHIFT,
      CLOCK_IN,
      col('expected_clockin_readable', 'Expected Clock In'),
      col('lost_time', 'Lost Time'),
    ],
    optional: ['custom_employee_id'],
    dateHeading: 'Lateness Report for: {{date}}',
  },
  earlyIn: {
    columns: [
      SHIFT,
      CLOCK_IN,
      col('expected_clockin_readable', 'Expected Clockin'),
      col('gained_time', 'Gained Time'),
    ],
    optional: ALL_OPTIONAL,
    dateHeading: 'Early-In Report for: {{date}}',
  },
  absentee: {
    columns: [
      col('shift_name', 'SHIFT', { sortable: true }),
      col('shift_range', 'SHIFT RANGE', { sortable: true }),
    ],
    optional: ALL_OPTIONAL,
    dateHeading: 'Absentee Report for: {{date}}',
  },
  offday: { columns: [SHIFT], optional: ALL_OPTIONAL, dateHeading: 'Off Day Report for: {{date}}' },
  simple: {
    columns: [CLOCK_IN, CLOCK_OUT, HOURS_WORKED],
    optional: ALL_OPTIONAL,
    dateHeading: 'Simple Report for: {{date}}',
  },
  logs: {
    columns: [
      col('clocktime', 'Time'),
      col('clocktype', 'Clock Type'),
      col('device_name', 'Device Name'),
      col('serial_no', 'Serial No'),
      col('upload_time', 'Upload Time'),
    ],
    optional: [],
    dateHeading: 'Attendance Log Report for {{date}}',
  },
  punctuality: {
    columns: [
      col('average_clocktime', 'Average Clock Time'),
      col('num_punctuality', 'Number of Punctuality', { align: 'right' }),
    ],
    optional: ALL_OPTIONAL,
  },
  summary: {
    columns: [
      col('days_clockin_and_out', 'Days Clocked In and Out', { align: 'right' }),
      col('hours_late', 'Hours Late', { align: 'right' }),
      col('no_clockin', 'No Clockin', { align: 'right' }),
      col('no_clockout', 'No Clockout', { align: 'right' }),
      col('num_days_absent', 'Days Absent', { align: 'right' }),
      col('num_lateness', 'Days Late', { align: 'right' }),
      col('hours_worked', 'Hours Worked', { align: 'right' }),
      col('expected_total_hours', 'Expected Hours Worked', { align: 'right' }),
    ],
    // Spec 1 §2 lists only the figures for this table: eight of them already fill a screen, so the
    // optional who-columns would push them out of sight; name and pin say who each row is.
    optional: [],
  },
};

/** Types with one row per employee, in one table paged by employee. */
export const isTotalsType = (type: ReportTypeName) => type === 'punctuality' || type === 'summary';

/** The heading text (an i18n key) of a by-date group of this type. */
export const dateHeadingOf = (type: ReportTypeName) => SHAPES[type].dateHeading ?? '{{date}}';

const present = (rows: readonly ReportRow[], key: string) =>
  rows.some((r) => {
    const v = r[key];
    return v !== undefined && v !== null && v !== '' && v !== NA;
  });

/**
 * The columns of a type's tables for one page: by employee the date then the day's columns (the
 * heading names the person); by date or per employee, who then the day's columns. `rows` are all
 * the page's rows, so every group of a page has the same columns.
 */
export function reportColumns(
  type: ReportTypeName,
  group: AttendanceReportGroup,
  rows: readonly ReportRow[],
): ReportColumn[] {
  const shape = SHAPES[type];
  if (group === 'employee' && !isTotalsType(type)) {
    const date = type === 'absentee' ? col('checkdate', 'DATE', { date: true, sortable: true }) : DATE;
    return [date, ...shape.columns];
  }
  const who = optional(...shape.optional).filter((c) => present(rows, c.key));
  return [...WHO, ...who, ...shape.columns];
}

type Details = Record<string, string | number>;
const flat = (details: unknown, rest: object, key: string): ReportRow => {
  const { employee_details: _omit, ...fields } = rest as Record<string, unknown>;
  return { ...(details as Details), ...(fields as Details), key };
};

/** The page's groups as tables: a heading (person or date) and flat rows. */
export function reportSections(page: AttendanceReportPage, type: ReportTypeName): ReportSection[] {
  if (isTotalsType(type)) {
    const rows = page.results.map((g, i) => flat(g.employee_details, g, `e${g.employee_details?.id ?? i}`));
    return rows.length ? [{ key: 'totals', heading: null, rows }] : [];
  }
  return page.results.map((g, i) => {
    if (g.date !== undefined) {
      return {
        key: `d${g.date}`,
        heading: { date: g.date },
        rows: (g.employees ?? []).map((e, j) => flat(e.employee_details, e, `${g.date}-${j}`)),
      };
    }
    const who = g.employee_details;
    return {
      key: `e${who?.id ?? i}`,
      heading: { employee: { name: who?.name ?? NA, pin: who?.pin ?? NA } },
      rows: (g.days ?? []).map((d, j) => ({ ...(d as unknown as Details), key: `${d.checkdate}-${j}` })),
    };
  });
}

/** The empty text of each type (spec 3 §2; Simple and Log have none there, so ours). */
export const EMPTY_TEXTS: Record<ReportTypeName, string> = {
  workforce: 'No Workforce Report available.',
  lateness: 'No Lateness Reports available.',
  absentee: 'No Absentee Reports available.',
  punctuality: 'No Punctuality Report available',
  summary: 'No Attendance Summary Reports available',
  earlyIn: 'No Early-In Reports available',
  offday: 'No Off Day Reports available',
  simple: 'No Simple Reports available.',
  logs: 'No Attendance Log Reports available.',
};

/** The tab names (spec 3 §2), also the report titles' first words. */
export const TAB_LABELS: Record<ReportTypeName, string> = {
  simple: 'Simple',
  lateness: 'Lateness',
  earlyIn: 'Early In',
  workforce: 'Workforce',
  absentee: 'Absentee',
  logs: 'Log',
  punctuality: 'Punctuality',
  summary: 'Attendance Summary',
  offday: 'Off Day',
};

/** Every English label of the tables, for the translations. */
export const ALL_COLUMN_LABELS = [
  ...new Set(
    [
      ...Object.values(SHAPES).flatMap((s) => s.columns),
      ...OPTIONAL,
      ...WHO,
      DATE,
      col('checkdate', 'DATE'),
    ].map((c) => c.label),
  ),
];
export const ALL_DATE_HEADINGS = Object.values(SHAPES).flatMap((s) => (s.dateHeading ? [s.dateHeading] : []));
