import { z } from 'zod';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { idArray, rowCount, rowId } from '../platform/fields.ts';
import { DEVICE_MESSAGES as M } from './devices-messages.ts';

export * from './devices-messages.ts';

/**
 * Attendance devices (ZKTeco push clocks, ADR 26): what an admin registers by serial number, the
 * commands queued for them and grouped in transactions, and the users each device knows.
 */

/** A device is online when it made any request within this many minutes (ADR 26). */
export const DEVICE_ONLINE_MINUTES = 5;
export const DEVICE_STATES = ['online', 'offline'] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];

/** The kinds of clock the form offers (GET /attendance/devices/types). */
export const DEVICE_TYPES = [
  { value: 'fingerprint', label: 'Fingerprint' },
  { value: 'face', label: 'Face recognition' },
  { value: 'card', label: 'Card reader' },
  { value: 'palm', label: 'Palm' },
  { value: 'multi', label: 'Multi-biometric' },
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number]['value'];
const TYPE_VALUES = DEVICE_TYPES.map((t) => t.value) as [DeviceType, ...DeviceType[]];

/** The serial number rule the /iclock guard applies, so a registered serial can always call. */
export const SERIAL_PATTERN = /^[\w.-]{1,64}$/;

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const deviceInputSchema = z.object({
  name: requiredText(M.nameRequired, 150, M.nameTooLong),
  serial_number: z
    .string({ error: M.serialRequired })
    .trim()
    .min(1, M.serialRequired)
    .regex(SERIAL_PATTERN, M.serialInvalid),
  branch_id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: M.branchRequired }).int(M.branchRequired).positive(M.branchRequired),
  ),
  device_type: z.enum(TYPE_VALUES, { error: M.typeRequired }),
  /** Minutes to add to the device's clock when it runs off the company's zone; blank for none. */
  clock_offset_minutes: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number({ error: M.offsetInvalid })
      .int(M.offsetInvalid)
      .min(-720, M.offsetInvalid)
      .max(840, M.offsetInvalid)
      .nullable(),
  ),
});
export type DeviceInput = z.infer<typeof deviceInputSchema>;

export const deviceListQuerySchema = pagingQuerySchema.extend({
  state: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(DEVICE_STATES, { error: M.stateInvalid }).optional(),
  ),
});
export type DeviceListQuery = z.infer<typeof deviceListQuerySchema>;

export const deviceRowSchema = z.object({
  id: rowId,
  name: z.string(),
  serial_number: z.string(),
  branch_id: z.number().int().nullable(),
  branch_name: z.string().nullable(),
  device_type: z.string(),
  state: z.enum(DEVICE_STATES),
  last_contact_at: z.string().nullable(),
  firmware: z.string().nullable(),
  user_count: rowCount,
  clock_offset_minutes: z.number().int().nullable(),
  /** Punches with a PIN no employee has yet (kept; attributed when one gets it). */
  unknown_pin_punches: rowCount,
  created_at: z.string(),
});
export type DeviceRow = z.infer<typeof deviceRowSchema>;

export const deviceTypeSchema = z.object({ value: z.string(), label: z.string() });
export type DeviceTypeOption = z.infer<typeof deviceTypeSchema>;

// ---------------------------------------------------------------------------------------------
// Commands and transactions
// ---------------------------------------------------------------------------------------------

/** The single commands an admin may send (POST /attendance/devices/commands). */
export const DEVICE_COMMANDS = [
  'INFO',
  'CHECK',
  'REBOOT',
  'CLEAR LOG',
  'QUERY USERS',
  'QUERY ATTLOG',
] as const;
export type DeviceCommandName = (typeof DEVICE_COMMANDS)[number];

const dateTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, M.timeRangeRequired);

export const deviceCommandInputSchema = z
  .object({
    device_ids: idArray(M.devicesRequired, 1),
    command: z.enum(DEVICE_COMMANDS, { error: M.commandRequired }),
    /** For QUERY ATTLOG: the device-local range to re-send. */
    start_time: dateTime.optional(),
    end_time: dateTime.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.command === 'QUERY ATTLOG' && (!v.start_time || !v.end_time)) {
      ctx.addIssue({ code: 'custom', path: ['start_time'], message: M.timeRangeRequired });
    }
  });
export type DeviceCommandInput = z.infer<typeof deviceCommandInputSchema>;

const pin = z
  .string()
  .trim()
  .min(1, M.usersRequired)
  .max(32, M.usersRequired)
  .regex(/^[\w.-]+$/, M.usersRequired);

export const usersTransferInputSchema = z
  .object({
    source_device_id: z.coerce
      .number({ error: M.sourceRequired })
      .int(M.sourceRequired)
      .positive(M.sourceRequired),
    target_device_id: z.coerce
      .number({ error: M.targetRequired })
      .int(M.targetRequired)
      .positive(M.targetRequired),
    pins: z.array(pin, { error: M.usersRequired }).min(1, M.usersRequired).max(1000, M.usersRequired),
    /** Also delete the users from the source once the target has them (a move, not a copy). */
    delete_from_source: z.boolean().optional().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.source_device_id === v.target_device_id) {
      ctx.addIssue({ code: 'custom', path: ['target_device_id'], message: M.sameDevice });
    }
  });
export type UsersTransferInput = z.infer<typeof usersTransferInputSchema>;

export const bulkTransferInputSchema = z
  .object({
    source_device_id: z.coerce
      .number({ error: M.sourceRequired })
      .int(M.sourceRequired)
      .positive(M.sourceRequired),
    target_device_ids: idArray(M.targetsRequired, 1),
    /** Empty or absent: every user the source device has. */
    pins: z.array(pin, { error: M.usersRequired }).max(5000, M.usersRequired).optional().default([]),
  })
  .superRefine((v, ctx) => {
    if (v.target_device_ids.includes(v.source_device_id)) {
      ctx.addIssue({ code: 'custom', path: ['target_device_ids'], message: M.sameDevice });
    }
  });
export type BulkTransferInput = z.infer<typeof bulkTransferInputSchema>;

/** Synchronise (/admin/attendance/workshift/synchronize): employees' PINs and names to devices. */
export const synchronizeInputSchema = z.object({
  /** Empty: every device of the branches the admin sees. */
  device_ids: idArray(M.devicesRequired).optional().default([]),
  /** Empty: every current employee with a PIN in those branches. */
  employee_ids: idArray(M.employeesInvalid).optional().default([]),
});
export type SynchronizeInput = z.infer<typeof synchronizeInputSchema>;

export const TRANSACTION_KINDS = ['command', 'user-transfer', 'bulk-transfer', 'synchronize'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export const COMMAND_STATUSES = ['queued', 'sent', 'succeeded', 'failed'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];
/** A transaction's state, from its commands: all done, some failed, or still waiting on a device. */
export const TRANSACTION_STATES = ['pending', 'completed', 'failed'] as const;

export const transactionListQuerySchema = pagingQuerySchema.extend({
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(TRANSACTION_KINDS).optional()),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

export const deviceTransactionSchema = z.object({
  id: rowId,
  kind: z.enum(TRANSACTION_KINDS),
  description: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  state: z.enum(TRANSACTION_STATES),
  commands: rowCount,
  queued: rowCount,
  sent: rowCount,
  succeeded: rowCount,
  failed: rowCount,
});
export type DeviceTransaction = z.infer<typeof deviceTransactionSchema>;

export const deviceCommandRowSchema = z.object({
  id: rowId,
  device_id: rowId,
  device_name: z.string(),
  serial_number: z.string(),
  command: z.string(),
  status: z.enum(COMMAND_STATUSES),
  return_code: z.number().int().nullable(),
  result: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  done_at: z.string().nullable(),
});
export type DeviceCommandRow = z.infer<typeof deviceCommandRowSchema>;

/**
 * What a device's return code means (ZKTECO-PUSH.md, codes seen on hardware). A non-negative code is
 * success (queries answer how many records they sent); any other negative code is a failure kept raw.
 */
export const RETURN_CODES: Record<number, string> = {
  0: 'OK',
  [-1]: 'Bad parameter, or no data for a query',
  [-2]: 'File operation failed',
  [-10]: 'No such PIN',
  [-1002]: 'Invalid syntax',
  [-1004]: 'Table not supported',
  [-1005]: 'Device busy',
};
export function returnCodeMeaning(code: number | null): string | null {
  if (code === null) return null;
  if (code > 0) return `OK (${code} records)`;
  return RETURN_CODES[code] ?? 'Failed';
}

// ---------------------------------------------------------------------------------------------
// Device users
// ---------------------------------------------------------------------------------------------

export const deviceUsersQuerySchema = pagingQuerySchema.extend({
  device_id: z.coerce.number({ error: M.deviceRequired }).int(M.deviceRequired).positive(M.deviceRequired),
});
export type DeviceUsersQuery = z.infer<typeof deviceUsersQuerySchema>;

export const deviceUserSchema = z.object({
  pin: z.string(),
  name: z.string().nullable(),
  privilege: z.number().int().nullable(),
  card: z.string().nullable(),
  templates: rowCount,
  employee: z.object({ id: rowId, name: z.string() }).nullable(),
  updated_at: z.string(),
});
export type DeviceUser = z.infer<typeof deviceUserSchema>;

// ---------------------------------------------------------------------------------------------
// Attendance settings by name (GET and POST /attendance/settings?name=)
// ---------------------------------------------------------------------------------------------

export const ATTENDANCE_SETTINGS = { IGNORE_FUNCTION_KEY: true } as const;
export type AttendanceSettingName = keyof typeof ATTENDANCE_SETTINGS;

export const attendanceSettingQuerySchema = z.object({
  name: z.preprocess(
    (v) => (v === undefined || v === '' ? 'IGNORE_FUNCTION_KEY' : v),
    z.enum(['IGNORE_FUNCTION_KEY'], { error: M.settingUnknown }),
  ),
});

const onOff = z.preprocess(
  (v) => {
    if (v === 1 || v === '1' || v === 'true' || v === 'on') return true;
    if (v === 0 || v === '0' || v === 'false' || v === 'off') return false;
    return v;
  },
  z.boolean({ error: M.settingValueRequired }),
);

export const attendanceSettingInputSchema = z.object({ value: onOff });
export const attendanceSettingSchema = z.object({ name: z.string(), value: z.boolean() });
export type AttendanceSetting = z.infer<typeof attendanceSettingSchema>;

export const transactionRefSchema = z.object({ transaction_id: rowId, commands: rowCount });
export type TransactionRef = z.infer<typeof transactionRefSchema>;
