import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, ref, updatedAt } from './columns.ts';
import { companies } from './platform.ts';

/** Branch (the spec's "station"). Exactly one HQ per company, enforced by a partial unique index. */
export const branches = pgTable(
  'branches',
  {
    companyId: companyId(),
    id: id(),
    stationName: text('station_name').notNull(),
    isHq: boolean('is_hq').notNull().default(false),
    address: text('address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('branches_one_hq_key')
      .on(t.companyId)
      .where(sql`is_hq`),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
  ],
);

export const departments = pgTable(
  'departments',
  {
    companyId: companyId(),
    id: id(),
    departmentName: text('department_name').notNull(),
    branchId: ref('branch_id'),
    headEmployeeId: ref('head_employee_id'),
    status: integer('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.branchId], foreignColumns: [branches.companyId, branches.id] }),
  ],
);

export const teams = pgTable(
  'teams',
  {
    companyId: companyId(),
    id: id(),
    teamName: text('team_name').notNull(),
    leadEmployeeId: ref('lead_employee_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
  ],
);

/** Employee: the person. Sign-in lives in `users`; an employee may have no login. */
export const employees = pgTable(
  'employees',
  {
    companyId: companyId(),
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    pin: text('pin'),
    customEmployeeId: text('custom_employee_id'),
    picture: text('picture'),
    salutation: text('salutation'),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth'),
    mobileNumber: text('mobile_number'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    nationality: text('nationality'),
    religion: text('religion'),
    maritalStatus: text('marital_status'),
    bloodGroup: text('blood_group'),
    genotype: text('genotype'),
    appointmentDate: date('appointment_date'),
    exitDate: date('exit_date'),
    branchId: ref('branch_id'),
    departmentId: ref('department_id'),
    teamId: ref('team_id'),
    status: integer('status').notNull().default(1),
    profileCompleted: boolean('profile_completed').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('employees_pin_key').on(t.companyId, t.pin),
    uniqueIndex('employees_email_key').on(t.companyId, sql`lower(${t.email})`),
    index('employees_branch_idx').on(t.companyId, t.branchId),
    index('employees_name_idx').on(t.companyId, t.lastName, t.firstName),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.branchId], foreignColumns: [branches.companyId, branches.id] }),
    foreignKey({
      columns: [t.companyId, t.departmentId],
      foreignColumns: [departments.companyId, departments.id],
    }),
    foreignKey({ columns: [t.companyId, t.teamId], foreignColumns: [teams.companyId, teams.id] }),
  ],
);

/** Which branches an employee manages (spec: managingBranches). HQ admins manage every branch. */
export const branchManagers = pgTable(
  'branch_managers',
  {
    companyId: companyId(),
    employeeId: ref('employee_id').notNull(),
    branchId: ref('branch_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeId, t.branchId] }),
    foreignKey({
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }).onDelete('cascade'),
  ],
);
