import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, ref, updatedAt } from './columns.ts';
import { companies } from './platform.ts';
import { branches, employees } from './organization.ts';

// ---------------------------------------------------------------------------------------------
// Devices (ZKTeco push, ZKTECO-PUSH.md)
// ---------------------------------------------------------------------------------------------

/**
 * Which company a serial number belongs to. Global, because a device names itself before anything
 * says whose it is: an unknown serial that says hello is kept here with no company (a pending
 * device) until an admin registers that serial; its punches wait in `device_inbox`.
 */
export const deviceRegistry = pgTable('device_registry', {
  serialNumber: text('serial_number').primaryKey(),
  /** Not `company_id`: that name would put the table under the tenant policy, hiding it from lookups. */
  ownerCompanyId: bigint('owner_company_id', { mode: 'number' }),
  deviceId: bigint('device_id', { mode: 'number' }),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
});

/** Punches a pending device delivered: kept raw (the device counts them as sent) until it is registered. */
export const deviceInbox = pgTable(
  'device_inbox',
  {
    id: id().primaryKey(),
    serialNumber: text('serial_number').notNull(),
    pin: text('pin').notNull(),
    /** The device's wall-clock time, as sent. */
    localTime: timestamp('local_time', { withTimezone: false }).notNull(),
    status: integer('status').notNull(),
    verify: integer('verify'),
    raw: text('raw').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('device_inbox_punch_key').on(t.serialNumber, t.pin, t.localTime)],
);

export const devices = pgTable(
  'devices',
  {
    companyId: companyId(),
    id: id(),
    branchId: ref('branch_id'),
    name: text('name').notNull(),
    serialNumber: text('serial_number').notNull(),
    deviceType: text('device_type').notNull(),
    firmware: text('firmware'),
    userCount: integer('user_count').notNull().default(0),
    /** Last request of any kind from the device; online means within the last few minutes. */
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
    /** What the device reported in `table=options` (K=V lines), kept raw. */
    options: text('options'),
    attlogStamp: text('attlog_stamp'),
    operlogStamp: text('operlog_stamp'),
    /** Minutes to add to the device's clock when it drifts from the company's zone; null: none. */
    clockOffsetMinutes: integer('clock_offset_minutes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('devices_serial_key').on(t.companyId, t.serialNumber),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.branchId], foreignColumns: [branches.companyId, branches.id] }),
  ],
);

/** A person as a device knows them (its OPERLOG USER lines), with their templates kept raw for transfers. */
export const deviceUsers = pgTable(
  'device_users',
  {
    companyId: companyId(),
    deviceId: ref('device_id').notNull(),
    pin: text('pin').notNull(),
    name: text('name'),
    privilege: integer('privilege'),
    card: text('card'),
    /** The USER line as the device sent it, and any FP/FACE/BIODATA lines for this PIN. */
    userLine: text('user_line'),
    templates: text('templates')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.deviceId, t.pin] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.deviceId],
      foreignColumns: [devices.companyId, devices.id],
    }).onDelete('cascade'),
  ],
);

/** One admin operation on devices (a user transfer, a synchronise, a single command) and its commands. */
export const deviceTransactions = pgTable(
  'device_transactions',
  {
    companyId: companyId(),
    id: id(),
    /** command | user-transfer | bulk-transfer | synchronize */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('device_transactions_recent_idx').on(t.companyId, t.createdAt),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
  ],
);

/** A command queued for one device, delivered on its next `getrequest`, answered on `devicecmd`. */
export const deviceCommands = pgTable(
  'device_commands',
  {
    companyId: companyId(),
    id: id(),
    deviceId: ref('device_id').notNull(),
    transactionId: ref('transaction_id'),
    command: text('command').notNull(),
    /** queued | sent | succeeded | failed */
    status: text('status').notNull().default('queued'),
    returnCode: integer('return_code'),
    result: text('result'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('device_commands_queue_idx').on(t.companyId, t.deviceId, t.status, t.id),
    index('device_commands_transaction_idx').on(t.companyId, t.transactionId),
    check('device_commands_status_check', sql`${t.status} IN ('queued', 'sent', 'succeeded', 'failed')`),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.deviceId],
      foreignColumns: [devices.companyId, devices.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.transactionId],
      foreignColumns: [deviceTransactions.companyId, deviceTransactions.id],
    }).onDelete('cascade'),
  ],
);

// ---------------------------------------------------------------------------------------------
// Punches: every clocking, from a device or a phone
// ---------------------------------------------------------------------------------------------

/**
 * One clocking. Device punches are unique per device, PIN and wall-clock time (ingest is idempotent
 * whatever the Stamp says). `employee_id` is null while no employee has the PIN; a trigger attributes
 * such punches as soon as one gets it.
 */
export const punches = pgTable(
  'punches',
  {
    companyId: companyId(),
    id: id(),
    employeeId: ref('employee_id'),
    pin: text('pin').notNull(),
    deviceId: ref('device_id'),
    /** device | mobile */
    source: text('source').notNull(),
    punchedAt: timestamp('punched_at', { withTimezone: true }).notNull(),
    /** The clock's own reading (device wall-clock time), for the log report and de-duplication. */
    localTime: timestamp('local_time', { withTimezone: false }).notNull(),
    /** ATTLOG Status, 0–255 kept raw (0 in, 1 out, 2/3 break, 4/5 overtime, 255 none). */
    status: integer('status').notNull().default(255),
    verify: integer('verify'),
    raw: text('raw'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('punches_device_key').on(t.companyId, t.deviceId, t.pin, t.localTime),
    index('punches_employee_time_idx').on(t.companyId, t.employeeId, t.punchedAt),
    index('punches_time_idx').on(t.companyId, t.punchedAt),
    index('punches_unattributed_idx')
      .on(t.companyId, t.pin)
      .where(sql`${t.employeeId} IS NULL`),
    check('punches_source_check', sql`${t.source} IN ('device', 'mobile')`),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.employeeId], foreignColumns: [employees.companyId, employees.id] }),
    foreignKey({
      columns: [t.companyId, t.deviceId],
      foreignColumns: [devices.companyId, devices.id],
    }).onDelete('set null'),
  ],
);

/** Attendance settings by name (spec 3 §9: IGNORE_FUNCTION_KEY is the default name). */
export const attendanceSettings = pgTable(
  'attendance_settings',
  {
    companyId: companyId(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.name] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
  ],
);

// ---------------------------------------------------------------------------------------------
// Shifts, assignments, roster
// ---------------------------------------------------------------------------------------------

export const shiftTypes = pgTable(
  'shift_types',
  {
    companyId: companyId(),
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('shift_types_name_key').on(t.companyId, sql`lower(btrim(${t.name}))`),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
  ],
);

/**
 * A work shift. Times are the company's local wall-clock times; a shift whose end is not after its
 * start is overnight and belongs to the date it starts on. `work_days` are ISO weekdays (1 Monday …
 * 7 Sunday).
 */
export const workShifts = pgTable(
  'work_shifts',
  {
    companyId: companyId(),
    id: id(),
    name: text('name').notNull(),
    shiftTypeId: ref('shift_type_id'),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    graceMinutes: integer('grace_minutes').notNull().default(0),
    breakMinutes: integer('break_minutes').notNull().default(0),
    workDays: integer('work_days')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5}'::integer[]`),
    /** active | inactive */
    status: text('status').notNull().default('active'),
    description: text('description'),
    color: text('color'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('work_shifts_name_key').on(t.companyId, sql`lower(btrim(${t.name}))`),
    check('work_shifts_status_check', sql`${t.status} IN ('active', 'inactive')`),
    check('work_shifts_grace_check', sql`${t.graceMinutes} BETWEEN 0 AND 1440`),
    check('work_shifts_break_check', sql`${t.breakMinutes} BETWEEN 0 AND 1440`),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.shiftTypeId],
      foreignColumns: [shiftTypes.companyId, shiftTypes.id],
    }),
  ],
);

/**
 * Which shift an employee works, from a date (and until one, once replaced or unassigned). Dated so
 * that changing a shift today does not rewrite last month's attendance.
 */
export const shiftAssignments = pgTable(
  'shift_assignments',
  {
    companyId: companyId(),
    id: id(),
    employeeId: ref('employee_id').notNull(),
    workShiftId: ref('work_shift_id').notNull(),
    startDate: date('start_date').notNull(),
    /** Inclusive; null while current. */
    endDate: date('end_date'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('shift_assignments_employee_idx').on(t.companyId, t.employeeId, t.startDate),
    index('shift_assignments_shift_idx').on(t.companyId, t.workShiftId),
    check('shift_assignments_range_check', sql`${t.endDate} IS NULL OR ${t.endDate} >= ${t.startDate}`),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.workShiftId],
      foreignColumns: [workShifts.companyId, workShifts.id],
    }).onDelete('cascade'),
  ],
);

/** A per-date override of who works which shift; a null shift is a day off. Roster wins over assignment. */
export const rosterEntries = pgTable(
  'roster_entries',
  {
    companyId: companyId(),
    employeeId: ref('employee_id').notNull(),
    day: date('day').notNull(),
    workShiftId: ref('work_shift_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeId, t.day] }),
    index('roster_entries_day_idx').on(t.companyId, t.day),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.workShiftId],
      foreignColumns: [workShifts.companyId, workShifts.id],
    }).onDelete('cascade'),
  ],
);

// ---------------------------------------------------------------------------------------------
// Day facts (ARCHITECTURE §3: derived data is materialised), ADR 25
// ---------------------------------------------------------------------------------------------

/**
 * One employee's attendance on one local date, computed by the engine from punches, the shift of the
 * day, holidays, approved leave and exemptions. Reports read these rows; nothing else writes them.
 * Minutes are whole minutes. `window_end` is when the day can no longer change by the clock alone
 * (shift end + 4 h): until then a work day with no punch is not yet absent.
 */
export const attendanceDays = pgTable(
  'attendance_days',
  {
    companyId: companyId(),
    employeeId: ref('employee_id').notNull(),
    day: date('day').notNull(),
    workShiftId: ref('work_shift_id'),
    shiftName: text('shift_name'),
    /** "08:00 - 17:00" */
    shiftRange: text('shift_range'),
    expectedStart: timestamp('expected_start', { withTimezone: true }),
    expectedEnd: timestamp('expected_end', { withTimezone: true }),
    windowEnd: timestamp('window_end', { withTimezone: true }),
    expectedMinutes: integer('expected_minutes').notNull().default(0),
    clockIn: timestamp('clock_in', { withTimezone: true }),
    clockOut: timestamp('clock_out', { withTimezone: true }),
    punchCount: integer('punch_count').notNull().default(0),
    lateMinutes: integer('late_minutes').notNull().default(0),
    isLate: boolean('is_late').notNull().default(false),
    gainedMinutes: integer('gained_minutes').notNull().default(0),
    workedMinutes: integer('worked_minutes').notNull().default(0),
    /** A shift is scheduled and the day is not a holiday, on leave or exempted. */
    isWorkDay: boolean('is_work_day').notNull().default(false),
    isOffDay: boolean('is_off_day').notNull().default(false),
    isAbsent: boolean('is_absent').notNull().default(false),
    isWeekend: boolean('is_weekend').notNull().default(false),
    holidayName: text('holiday_name'),
    leaveRequestId: ref('leave_request_id'),
    exemptionId: ref('exemption_id'),
    exemptionReason: text('exemption_reason'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeId, t.day] }),
    index('attendance_days_day_idx').on(t.companyId, t.day),
    // No foreign keys, on purpose: only the engine writes these derived rows, a rebuild writes tens
    // of thousands at once, and the key checks tripled its cost (ADR 25). Readers join employees, so
    // the rows of a deleted employee never show.
  ],
);

/** Employee-days whose inputs changed and whose facts must be recomputed (drained by the engine). */
export const attendanceDirty = pgTable(
  'attendance_dirty',
  {
    companyId: companyId(),
    employeeId: ref('employee_id').notNull(),
    day: date('day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeId, t.day] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
  ],
);

/** The dates for which every employee's day facts exist; anything outside is computed when first read. */
export const attendanceCoverage = pgTable(
  'attendance_coverage',
  {
    companyId: companyId(),
    day: date('day').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.day] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
  ],
);

// ---------------------------------------------------------------------------------------------
// Mobile clocks
// ---------------------------------------------------------------------------------------------

/** A place staff may clock from: a point and a radius in metres (a geofence). */
export const mobileClockLocations = pgTable(
  'mobile_clock_locations',
  {
    companyId: companyId(),
    id: id(),
    name: text('name').notNull(),
    address: text('address'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radius: integer('radius').notNull(),
    branchId: ref('branch_id'),
    /** Everyone may clock here; otherwise only the employees assigned. */
    allEmployees: boolean('all_employees').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('mobile_clock_locations_name_key').on(t.companyId, sql`lower(btrim(${t.name}))`),
    check('mobile_clock_locations_lat_check', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('mobile_clock_locations_lng_check', sql`${t.longitude} BETWEEN -180 AND 180`),
    check('mobile_clock_locations_radius_check', sql`${t.radius} BETWEEN 1 AND 100000`),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.branchId], foreignColumns: [branches.companyId, branches.id] }),
  ],
);

export const mobileClockLocationEmployees = pgTable(
  'mobile_clock_location_employees',
  {
    companyId: companyId(),
    locationId: ref('location_id').notNull(),
    employeeId: ref('employee_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.locationId, t.employeeId] }),
    index('mobile_clock_location_employees_employee_idx').on(t.companyId, t.employeeId),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.locationId],
      foreignColumns: [mobileClockLocations.companyId, mobileClockLocations.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One clock from a phone or browser. Inside a fence it is approved at once; outside every fence it
 * waits for the mobile-clock approvers (the approval engine, module `mobile-clock`). An approved
 * clock becomes a punch (`punch_id`), so the engine counts it like a device punch.
 */
export const mobileClocks = pgTable(
  'mobile_clocks',
  {
    companyId: companyId(),
    id: id(),
    employeeId: ref('employee_id').notNull(),
    /** clock_in | clock_out */
    clockType: text('clock_type').notNull(),
    clockedAt: timestamp('clocked_at', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracy: doublePrecision('accuracy'),
    clockAddress: text('clock_address').notNull(),
    locationId: ref('location_id'),
    /** Metres to the nearest assigned fence's edge when outside; null when inside or none assigned. */
    distance: integer('distance'),
    /** pending | processing | approved | rejected */
    status: text('status').notNull(),
    punchId: ref('punch_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('mobile_clocks_employee_idx').on(t.companyId, t.employeeId, t.clockedAt),
    index('mobile_clocks_status_idx').on(t.companyId, t.status, t.clockedAt),
    check('mobile_clocks_type_check', sql`${t.clockType} IN ('clock_in', 'clock_out')`),
    check(
      'mobile_clocks_status_check',
      sql`${t.status} IN ('pending', 'processing', 'approved', 'rejected')`,
    ),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
  ],
);
