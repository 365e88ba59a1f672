import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  cascadeTo,
  companyId,
  id,
  instant,
  ref,
  sameCompanyKey,
  tenantKey,
  tenantTable,
  timestamps,
} from './columns.ts';
import { linkTable } from './link-tables.ts';
import { companyCascade } from './platform.ts';
import { banks, branchTypes, cities, countries, states } from './lookups.ts';

/** Branch (the spec's "station"). Exactly one HQ per company, enforced by a partial unique index. */
export const branches = tenantTable(
  'branches',
  {
    stationName: text('station_name').notNull(),
    isHq: boolean('is_hq').notNull().default(false),
    branchTypeId: ref('branch_type_id').references(() => branchTypes.id),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('branches_one_hq_key')
      .on(t.companyId)
      .where(sql`is_hq`),
    // Names are unique per company ignoring case and surrounding spaces: the index is the guard (ADR 18).
    uniqueIndex('branches_name_key').on(t.companyId, sql`lower(btrim(${t.stationName}))`),
    companyCascade(t),
  ],
);

export const departments = tenantTable(
  'departments',
  {
    departmentName: text('department_name').notNull(),
    branchId: ref('branch_id'),
    headEmployeeId: ref('head_employee_id'),
    description: text('description'),
    status: integer('status').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('departments_name_key').on(
      t.companyId,
      sql`coalesce(${t.branchId}, 0)`,
      sql`lower(${t.departmentName})`,
    ),
    companyCascade(t),
    sameCompanyKey(branches, t, t.branchId),
  ],
);

export const teams = tenantTable(
  'teams',
  {
    teamName: text('team_name').notNull(),
    description: text('description'),
    leadEmployeeId: ref('lead_employee_id'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('teams_name_key').on(t.companyId, sql`lower(${t.teamName})`), companyCascade(t)],
);

/**
 * The four employee settings lists (spec 1 §3: Employee type, Grade, Category, Designation). Same
 * shape each: a company-scoped name, unique case-insensitively.
 */
function settingTable(table: string, nameColumn: string) {
  return pgTable(
    table,
    {
      companyId: companyId(),
      id: id(),
      name: text(nameColumn).notNull(),
      description: text('description'),
      ...timestamps(),
    },
    (t) => [
      tenantKey(t),
      uniqueIndex(`${table}_name_key`).on(t.companyId, sql`lower(${t.name})`),
      companyCascade(t),
    ],
  );
}
export const employeeTypes = settingTable('employee_types', 'type_name');
export const employeeGrades = settingTable('employee_grades', 'grade_name');
export const employeeCategories = settingTable('employee_categories', 'category_name');
export const employeeDesignations = settingTable('employee_designations', 'designation_name');

/** Employee: the person. Sign-in lives in `users`; an employee may have no login. */
export const employees = tenantTable(
  'employees',
  {
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
    mobileNumber2: text('mobile_number2'),
    address: text('address'),
    localGovernment: text('local_government'),
    /** Names as shown in reports; the ids below link the chained selectors. */
    city: text('city'),
    state: text('state'),
    country: text('country'),
    countryId: ref('country_id').references(() => countries.id),
    stateId: ref('state_id').references(() => states.id),
    cityId: ref('city_id').references(() => cities.id),
    nationality: text('nationality'),
    religion: text('religion'),
    maritalStatus: text('marital_status'),
    bloodGroup: text('blood_group'),
    genotype: text('genotype'),
    appointmentDate: date('appointment_date'),
    probationEndDate: date('probation_end_date'),
    confirmationDate: date('confirmation_date'),
    exitDate: date('exit_date'),
    exitReason: text('exit_reason'),
    /** National Identification Number (NIMC), 11 digits. */
    nin: text('nin'),
    nextOfKinName: text('next_of_kin_name'),
    nextOfKinRelationship: text('next_of_kin_relationship'),
    nextOfKinPhone: text('next_of_kin_phone'),
    nextOfKinAddress: text('next_of_kin_address'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactRelationship: text('emergency_contact_relationship'),
    emergencyContactPhone: text('emergency_contact_phone'),
    branchId: ref('branch_id'),
    departmentId: ref('department_id'),
    teamId: ref('team_id'),
    employeeTypeId: ref('employee_type_id'),
    employeeGradeId: ref('employee_grade_id'),
    employeeCategoryId: ref('employee_category_id'),
    employeeDesignationId: ref('employee_designation_id'),
    bankId: ref('bank_id').references(() => banks.id),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    bankBranch: text('bank_branch'),
    pensionFundAdministrator: text('pension_fund_administrator'),
    rsaPin: text('rsa_pin'),
    taxId: text('tax_id'),
    taxLocation: text('tax_location'),
    /** Declared annual rent in kobo, for the NTA 2025 rent relief (issue 19); 0 when none. */
    annualRentKobo: bigint('annual_rent_kobo', { mode: 'number' }).notNull().default(0),
    /** Whether NHF (2.5 % of basic) is deducted; the company's default when the form does not say. */
    nhfEnabled: boolean('nhf_enabled').notNull().default(true),
    /** State of residence for PAYE remittance ('Lagos', 'FCT'); FCT residents remit to FIRS. */
    taxState: text('tax_state'),
    showInOrganogram: boolean('show_in_organogram').notNull().default(true),
    loginAccess: boolean('login_access').notNull().default(false),
    invitedAt: instant('invited_at'),
    status: integer('status').notNull().default(1),
    profileCompleted: boolean('profile_completed').notNull().default(false),
    archivedAt: instant('archived_at'),
    /**
     * What the list search matches, lower-cased: "first last", "last first", email, pin and custom id,
     * separated by a control character no search term can contain, so one LIKE per row answers what
     * five ILIKEs did (the search page is four times faster). Kept by PostgreSQL, never written.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || chr(31) || coalesce(last_name, '') || ' ' || coalesce(first_name, '') || chr(31) || coalesce(email, '') || chr(31) || coalesce(pin, '') || chr(31) || coalesce(custom_employee_id, ''))`,
    ),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('employees_pin_key').on(t.companyId, t.pin),
    uniqueIndex('employees_email_key').on(t.companyId, sql`lower(${t.email})`),
    index('employees_branch_idx').on(t.companyId, t.branchId),
    index('employees_name_idx').on(t.companyId, t.lastName, t.firstName),
    // The employee list: current staff in name order, counted and paged from one index.
    index('employees_live_name_idx')
      .on(t.companyId, t.lastName, t.firstName, t.id)
      .where(sql`archived_at IS NULL`),
    companyCascade(t),
    sameCompanyKey(branches, t, t.branchId),
    sameCompanyKey(departments, t, t.departmentId),
    sameCompanyKey(teams, t, t.teamId),
    sameCompanyKey(employeeTypes, t, t.employeeTypeId),
    sameCompanyKey(employeeGrades, t, t.employeeGradeId),
    sameCompanyKey(employeeCategories, t, t.employeeCategoryId),
    sameCompanyKey(employeeDesignations, t, t.employeeDesignationId),
  ],
);

/** An employee of the same company, ON DELETE CASCADE (see companyCascade in platform.ts). */
export const employeeCascade = (t: { companyId: AnyPgColumn; employeeId: AnyPgColumn }) =>
  cascadeTo(employees, t, t.employeeId);

/** Which branches an employee manages (spec: managingBranches). HQ admins manage every branch. */
export const branchManagers = linkTable('branch_managers', [
  { column: 'employeeId', to: employees },
  { column: 'branchId', to: branches },
]);

/** Company public holidays (spec 1 §7 general-settings/public-holidays); attendance skips them. */
export const publicHolidays = tenantTable(
  'public_holidays',
  {
    name: text('name').notNull(),
    holidayDate: date('holiday_date').notNull(),
    /** Repeats every year on the same day (New Year, Workers' Day, Independence Day...). */
    recurring: boolean('recurring').notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex('public_holidays_date_key').on(t.companyId, t.holidayDate), companyCascade(t)],
);
