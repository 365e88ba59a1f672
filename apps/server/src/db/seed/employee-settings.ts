import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import {
  departments,
  employeeCategories,
  employeeDesignations,
  employeeGrades,
  employeeTypes,
  employees,
  states,
} from '../schema/index.ts';
import { NIGERIA_COUNTRY_ID } from '@clockroom/contracts';

/** The demo company's employee settings (spec 1 §3), as a Nigerian mid-size firm would set them up. */
const TYPES = [
  ['Full-time', 'Permanent staff on the full working week.'],
  ['Part-time', 'Staff on reduced hours, paid pro rata.'],
  ['Contract', 'Fixed-term engagement, renewed on review.'],
  ['Intern', 'Industrial training (SIWES) and graduate interns.'],
] as const;
const GRADES = ['GL-07', 'GL-08', 'GL-09', 'GL-10', 'GL-12', 'GL-13', 'GL-14', 'GL-15', 'GL-16', 'GL-17'];
const CATEGORIES = [
  ['Management', 'Heads of department and executives.'],
  ['Senior Staff', 'Officers on GL-12 and above.'],
  ['Junior Staff', 'Officers below GL-12.'],
] as const;
/** Designations by department, so every seeded person gets a plausible job title. */
const DESIGNATIONS_BY_DEPARTMENT: Record<string, readonly string[]> = {
  'Human Resources': ['HR Manager', 'HR Officer'],
  Finance: ['Finance Manager', 'Accountant'],
  Operations: ['Operations Officer', 'Driver'],
  Sales: ['Sales Manager', 'Sales Executive'],
  'Information Technology': ['Software Engineer', 'IT Support Officer'],
  'Customer Service': ['Customer Service Representative'],
};
const OTHER_DESIGNATIONS = ['Managing Director', 'Front Desk Officer', 'Security Officer'];

async function insertNamed(
  tx: Tx,
  table: typeof employeeTypes,
  companyId: number,
  rows: readonly (readonly [string, string | null])[],
): Promise<Map<string, number>> {
  const inserted = await tx
    .insert(table)
    .values(rows.map(([name, description]) => ({ companyId, name, description })))
    .returning({ id: table.id, name: table.name });
  return new Map(inserted.map((r) => [r.name, r.id]));
}

/** The id insertNamed gave a name: the names picked below all come from the lists it inserted. */
function idOf(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`The demo seed inserted no employee setting named ${name}`);
  return id;
}

/** An item of one of the fixed lists above (a negative index counts from the end). */
function itemAt(list: readonly string[], index: number): string {
  const item = list.at(index);
  if (item === undefined) throw new Error(`The demo seed list [${list.join(', ')}] has no item ${index}`);
  return item;
}

/**
 * Creates the four lists for the demo company and gives every seeded employee a type, grade,
 * category and designation; also links their country and state to the shipped lookups (the names
 * were seeded as text). The owner is the Managing Director; Intern and a few designations stay
 * unused on purpose, so the screens show both deletable and in-use values.
 */
export async function seedDemoEmployeeSettings(
  tx: Tx,
  companyId: number,
  ownerEmployeeId: number,
): Promise<void> {
  const types = await insertNamed(tx, employeeTypes, companyId, TYPES);
  const grades = await insertNamed(
    tx,
    employeeGrades,
    companyId,
    GRADES.map((g) => [g, `Grade level ${g.slice(3)}`] as const),
  );
  const categories = await insertNamed(tx, employeeCategories, companyId, CATEGORIES);
  const designationNames = [...Object.values(DESIGNATIONS_BY_DEPARTMENT).flat(), ...OTHER_DESIGNATIONS];
  const designations = await insertNamed(
    tx,
    employeeDesignations,
    companyId,
    designationNames.map((n) => [n, null] as const),
  );

  const staff = await tx
    .select({ id: employees.id, department: departments.departmentName })
    .from(employees)
    .leftJoin(
      departments,
      and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)),
    )
    .where(eq(employees.companyId, companyId))
    .orderBy(asc(employees.id));
  for (const [i, person] of staff.entries()) {
    const owner = person.id === ownerEmployeeId;
    const titles = DESIGNATIONS_BY_DEPARTMENT[person.department ?? ''] ?? OTHER_DESIGNATIONS;
    // The first of each department's titles is its head: one in six people.
    const head = owner || i % 6 === 1;
    const designation = owner ? 'Managing Director' : head ? itemAt(titles, 0) : itemAt(titles, -1);
    const grade = owner ? 'GL-17' : head ? itemAt(GRADES, 7 + (i % 2)) : itemAt(GRADES, i % 7);
    const category = head ? 'Management' : GRADES.indexOf(grade) >= 4 ? 'Senior Staff' : 'Junior Staff';
    const type =
      owner || head ? 'Full-time' : i % 9 === 4 ? 'Contract' : i % 13 === 6 ? 'Part-time' : 'Full-time';
    await tx
      .update(employees)
      .set({
        employeeTypeId: idOf(types, type),
        employeeGradeId: idOf(grades, grade),
        employeeCategoryId: idOf(categories, category),
        employeeDesignationId: idOf(designations, designation),
      })
      .where(and(eq(employees.companyId, companyId), eq(employees.id, person.id)));
  }
  await linkLocations(tx, companyId);
}

/** Points employees' text country/state at the lookup rows, where the names match. */
async function linkLocations(tx: Tx, companyId: number): Promise<void> {
  await tx
    .update(employees)
    .set({ countryId: NIGERIA_COUNTRY_ID })
    .where(
      and(eq(employees.companyId, companyId), eq(employees.country, 'Nigeria'), isNull(employees.countryId)),
    );
  await tx
    .update(employees)
    .set({
      stateId: sql`(SELECT ${states.id} FROM ${states} WHERE ${states.countryId} = ${NIGERIA_COUNTRY_ID}
        AND lower(${states.name}) = lower(CASE WHEN ${employees.state} = 'FCT'
          THEN 'Federal Capital Territory' ELSE ${employees.state} END))`,
    })
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(employees.countryId, NIGERIA_COUNTRY_ID),
        isNull(employees.stateId),
      ),
    );
}

/** The second company gets its own short lists, so tenant isolation has something to hide. */
export async function seedAcmeEmployeeSettings(tx: Tx, companyId: number): Promise<void> {
  await insertNamed(tx, employeeTypes, companyId, [
    ['Full-time', null],
    ['Contract', null],
  ]);
  await insertNamed(tx, employeeGrades, companyId, [
    ['Level 1', null],
    ['Level 2', null],
    ['Level 3', null],
  ]);
  await insertNamed(tx, employeeCategories, companyId, [
    ['Senior Staff', null],
    ['Junior Staff', null],
  ]);
  await insertNamed(tx, employeeDesignations, companyId, [
    ['Plant Manager', null],
    ['Technician', null],
  ]);
}
