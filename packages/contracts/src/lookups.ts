import { z } from 'zod';

/**
 * Shared reference lists (spec 1 §7 "Lookups"): GET /countries, /states, /cities and /banks.
 * Each answers the whole (filtered) list, not a page: they feed searchable selects, and the longest
 * list (countries, ~250 rows) is small enough to send at once.
 */
const searchText = z.string().trim().max(100).optional();
const optionalId = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? undefined : v),
  z.coerce.number().int().positive().optional(),
);

export const countriesQuerySchema = z.object({ search_query: searchText });
export const statesQuerySchema = z.object({ country_id: optionalId, search_query: searchText });
export const citiesQuerySchema = z.object({ state_id: optionalId, search_query: searchText });
export const banksQuerySchema = z.object({ search_query: searchText });

export type CountriesQuery = z.infer<typeof countriesQuerySchema>;
export type StatesQuery = z.infer<typeof statesQuerySchema>;
export type CitiesQuery = z.infer<typeof citiesQuerySchema>;
export type BanksQuery = z.infer<typeof banksQuerySchema>;

export const countrySchema = z.object({
  id: z.number(),
  name: z.string(),
  iso2: z.string(),
  phone_code: z.string().nullable(),
});
export const stateSchema = z.object({ id: z.number(), country_id: z.number(), name: z.string() });
export const citySchema = z.object({ id: z.number(), state_id: z.number(), name: z.string() });
export const bankSchema = z.object({ id: z.number(), name: z.string(), code: z.string() });

export type Country = z.infer<typeof countrySchema>;
export type State = z.infer<typeof stateSchema>;
export type City = z.infer<typeof citySchema>;
export type Bank = z.infer<typeof bankSchema>;

/** The id of Nigeria in the shipped reference data: listed first, and the default country of forms. */
export const NIGERIA_COUNTRY_ID = 162;

export const LOOKUP_MESSAGES = {
  countries: 'Countries retrieved successfully',
  states: 'States retrieved successfully',
  cities: 'Cities retrieved successfully',
  banks: 'Banks retrieved successfully',
} as const;

/**
 * The states of residence PAYE is remitted to: the 36 states and the FCT (whose residents remit to
 * FIRS). The employee form offers them (its API writes a known one in this spelling), and
 * payroll's remittance report matches free text to them (reference data, so any module reads it here).
 */
export const TAX_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;
