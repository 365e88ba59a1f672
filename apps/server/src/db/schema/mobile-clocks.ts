import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, ref, sameCompanyKey, tenantTable, timestamps } from './columns.ts';
import { companyCascade, employeeCascade } from './named-keys.ts';
import { branches, employees } from './organization.ts';
import { linkTable } from './link-tables.ts';

// ---------------------------------------------------------------------------------------------
// Mobile clocks
// ---------------------------------------------------------------------------------------------

/** A place staff may clock from: a point and a radius in metres (a geofence). */
export const mobileClockLocations = tenantTable(
  'mobile_clock_locations',
  {
    name: text('name').notNull(),
    address: text('address'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radius: integer('radius').notNull(),
    branchId: ref('branch_id'),
    /** Everyone may clock here; otherwise only the employees assigned. */
    allEmployees: boolean('all_employees').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('mobile_clock_locations_name_key').on(t.companyId, sql`lower(btrim(${t.name}))`),
    check('mobile_clock_locations_lat_check', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('mobile_clock_locations_lng_check', sql`${t.longitude} BETWEEN -180 AND 180`),
    check('mobile_clock_locations_radius_check', sql`${t.radius} BETWEEN 1 AND 100000`),
    companyCascade(t),
    sameCompanyKey(branches, t, t.branchId),
  ],
);

export const mobileClockLocationEmployees = linkTable(
  'mobile_clock_location_employees',
  [
    { column: 'locationId', to: mobileClockLocations },
    { column: 'employeeId', to: employees, index: 'employee' },
  ],
  { extra: (t) => [companyCascade(t)] },
);

/**
 * One clock from a phone or browser. Inside a fence it is approved at once; outside every fence it
 * waits for the mobile-clock approvers (the approval engine, module `mobile-clock`). An approved
 * clock becomes a punch (`punch_id`), so the engine counts it like a device punch.
 */
export const mobileClocks = tenantTable(
  'mobile_clocks',
  {
    employeeId: ref('employee_id').notNull(),
    /** clock_in | clock_out */
    clockType: text('clock_type').notNull(),
    clockedAt: instant('clocked_at').notNull(),
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
    ...timestamps(),
  },
  (t) => [
    index('mobile_clocks_employee_idx').on(t.companyId, t.employeeId, t.clockedAt),
    index('mobile_clocks_status_idx').on(t.companyId, t.status, t.clockedAt),
    check('mobile_clocks_type_check', sql`${t.clockType} IN ('clock_in', 'clock_out')`),
    check(
      'mobile_clocks_status_check',
      sql`${t.status} IN ('pending', 'processing', 'approved', 'rejected')`,
    ),
    companyCascade(t),
    employeeCascade(t),
  ],
);
