import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  cascadeTo,
  companyId,
  createdAt,
  id,
  instant,
  ref,
  sameCompanyKey,
  tenantTable,
  timestamps,
  updatedAt,
} from './columns.ts';
import { companyCascade } from './named-keys.ts';
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
  firstSeenAt: instant('first_seen_at'),
  lastSeenAt: instant('last_seen_at'),
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
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('device_inbox_punch_key').on(t.serialNumber, t.pin, t.localTime)],
);

export const devices = tenantTable(
  'devices',
  {
    branchId: ref('branch_id'),
    name: text('name').notNull(),
    serialNumber: text('serial_number').notNull(),
    deviceType: text('device_type').notNull(),
    firmware: text('firmware'),
    userCount: integer('user_count').notNull().default(0),
    /** Last request of any kind from the device; online means within the last few minutes. */
    lastContactAt: instant('last_contact_at'),
    /** What the device reported in `table=options` (K=V lines), kept raw. */
    options: text('options'),
    attlogStamp: text('attlog_stamp'),
    operlogStamp: text('operlog_stamp'),
    /** Minutes to add to the device's clock when it drifts from the company's zone; null: none. */
    clockOffsetMinutes: integer('clock_offset_minutes'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('devices_serial_key').on(t.companyId, t.serialNumber),
    companyCascade(t),
    sameCompanyKey(branches, t, t.branchId),
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
    companyCascade(t),
    cascadeTo(devices, t, t.deviceId),
  ],
);

/** One admin operation on devices (a user transfer, a synchronise, a single command) and its commands. */
export const deviceTransactions = tenantTable(
  'device_transactions',
  {
    /** command | user-transfer | bulk-transfer | synchronize */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('device_transactions_recent_idx').on(t.companyId, t.createdAt), companyCascade(t)],
);

/** A command queued for one device, delivered on its next `getrequest`, answered on `devicecmd`. */
export const deviceCommands = tenantTable(
  'device_commands',
  {
    deviceId: ref('device_id').notNull(),
    transactionId: ref('transaction_id'),
    command: text('command').notNull(),
    /** queued | sent | succeeded | failed */
    status: text('status').notNull().default('queued'),
    returnCode: integer('return_code'),
    result: text('result'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
    doneAt: instant('done_at'),
  },
  (t) => [
    index('device_commands_queue_idx').on(t.companyId, t.deviceId, t.status, t.id),
    index('device_commands_transaction_idx').on(t.companyId, t.transactionId),
    check('device_commands_status_check', sql`${t.status} IN ('queued', 'sent', 'succeeded', 'failed')`),
    companyCascade(t),
    cascadeTo(devices, t, t.deviceId),
    cascadeTo(deviceTransactions, t, t.transactionId),
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
export const punches = tenantTable(
  'punches',
  {
    employeeId: ref('employee_id'),
    pin: text('pin').notNull(),
    deviceId: ref('device_id'),
    /** device | mobile */
    source: text('source').notNull(),
    punchedAt: instant('punched_at').notNull(),
    /** The clock's own reading (device wall-clock time), for the log report and de-duplication. */
    localTime: timestamp('local_time', { withTimezone: false }).notNull(),
    /** ATTLOG Status, 0–255 kept raw (0 in, 1 out, 2/3 break, 4/5 overtime, 255 none). */
    status: integer('status').notNull().default(255),
    verify: integer('verify'),
    raw: text('raw'),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('punches_device_key').on(t.companyId, t.deviceId, t.pin, t.localTime),
    index('punches_employee_time_idx').on(t.companyId, t.employeeId, t.punchedAt),
    index('punches_time_idx').on(t.companyId, t.punchedAt),
    index('punches_unattributed_idx')
      .on(t.companyId, t.pin)
      .where(sql`${t.employeeId} IS NULL`),
    check('punches_source_check', sql`${t.source} IN ('device', 'mobile')`),
    companyCascade(t),
    sameCompanyKey(employees, t, t.employeeId),
    foreignKey({
      columns: [t.companyId, t.deviceId],
      foreignColumns: [devices.companyId, devices.id],
    }).onDelete('set null'),
  ],
);
