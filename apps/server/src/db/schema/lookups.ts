import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Shared reference data (ARCHITECTURE §3 global tables): every tenant reads the same lists, shipped
 * with the app and synchronised at start-up (db/seed/reference-data.ts).
 */
export const countries = pgTable('countries', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  iso2: text('iso2').notNull().unique(),
  phoneCode: text('phone_code'),
});

export const states = pgTable(
  'states',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    countryId: bigint('country_id', { mode: 'number' })
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('states_country_name_key').on(t.countryId, t.name)],
);

export const cities = pgTable(
  'cities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    stateId: bigint('state_id', { mode: 'number' })
      .notNull()
      .references(() => states.id),
    name: text('name').notNull(),
  },
  (t) => [index('cities_state_idx').on(t.stateId, t.name)],
);

export const banks = pgTable('banks', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
});

/** Spec 1 §3: "A branch-type list exists" (GET /branch-types). */
export const branchTypes = pgTable('branch_types', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull().unique(),
});
