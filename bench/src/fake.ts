import { FIRST_NAMES_FEMALE, FIRST_NAMES_MALE, LAST_NAMES } from '../../apps/server/src/db/seed/names.ts';

/** Seeded PRNG (mulberry32): every run with the same sizes generates the same tenants. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export function pick<T>(random: Random, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('pick: the list is empty');
  return item;
}

export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

// The demo's names plus more, so a 1,000-person company is not mostly namesakes.
export const MALE = [
  ...FIRST_NAMES_MALE,
  'Oluwaseun',
  'Chidi',
  'Kelechi',
  'Umar',
  'Bashir',
  'Damilola',
  'Ayodele',
  'Ifeanyi',
  'Godwin',
  'Samuel',
  'Daniel',
  'Emmanuel',
  'Tobiloba',
  'Nasiru',
  'Ekene',
  'Victor',
  'Kunle',
  'Gbenga',
  'Suleiman',
  'Ebuka',
];
export const FEMALE = [
  ...FIRST_NAMES_FEMALE,
  'Blessing',
  'Esther',
  'Mercy',
  'Oluchi',
  'Adaobi',
  'Rukayat',
  'Titilayo',
  'Nneka',
  'Khadija',
  'Damilare',
  'Precious',
  'Grace',
  'Ijeoma',
  'Maryam',
  'Abimbola',
  'Uzoamaka',
  'Salamatu',
  'Modupe',
  'Chinyere',
  'Eniola',
];
export const SURNAMES = [
  ...LAST_NAMES,
  'Adebayo',
  'Okoro',
  'Ibrahim',
  'Lawal',
  'Ogundipe',
  'Nwachukwu',
  'Aliyu',
  'Oyewole',
  'Ezeh',
  'Bakare',
  'Udeh',
  'Yakubu',
  'Ojo',
  'Anyanwu',
  'Sanni',
  'Onyekachi',
  'Fashola',
  'Agbaje',
  'Nnadi',
  'Idris',
  'Olatunji',
  'Emenike',
  'Shehu',
  'Ikwuemesi',
  'Adewale',
  'Ogbonna',
  'Salami',
  'Uche',
  'Tijani',
  'Ehigiator',
];

export const CITIES: readonly { city: string; state: string }[] = [
  { city: 'Ikeja', state: 'Lagos' },
  { city: 'Victoria Island', state: 'Lagos' },
  { city: 'Abuja', state: 'FCT' },
  { city: 'Port Harcourt', state: 'Rivers' },
  { city: 'Ibadan', state: 'Oyo' },
  { city: 'Kano', state: 'Kano' },
  { city: 'Enugu', state: 'Enugu' },
  { city: 'Benin City', state: 'Edo' },
  { city: 'Kaduna', state: 'Kaduna' },
  { city: 'Abeokuta', state: 'Ogun' },
  { city: 'Warri', state: 'Delta' },
  { city: 'Uyo', state: 'Akwa Ibom' },
];

export const STREETS = [
  'Allen Avenue',
  'Adeola Odeku Street',
  'Aminu Kano Crescent',
  'Aba Road',
  'Ring Road',
  'Zoo Road',
  'Ogui Road',
  'Airport Road',
  'Ahmadu Bello Way',
  'Awolowo Road',
  'Herbert Macaulay Way',
  'Bode Thomas Street',
];

export const DEPARTMENTS = [
  'Human Resources',
  'Finance',
  'Operations',
  'Sales',
  'Information Technology',
  'Customer Service',
  'Procurement',
  'Legal',
  'Marketing',
  'Logistics',
  'Quality Assurance',
  'Internal Audit',
];

export const TEAMS = [
  'Payroll Team',
  'Field Sales',
  'Infrastructure',
  'Recruitment Squad',
  'Key Accounts',
  'Night Shift',
];

export const COMPANY_WORDS = [
  'Logistics',
  'Foods',
  'Petroleum',
  'Microfinance',
  'Pharmaceuticals',
  'Construction',
  'Telecoms',
  'Hospitality',
  'Agro-Allied',
  'Textiles',
  'Security Services',
  'Engineering',
  'Retail',
  'Health',
];
export const COMPANY_SUFFIXES = ['Ltd', 'Plc', 'Nigeria Ltd', 'Group', 'Holdings'];

export const RELIGIONS = ['Christianity', 'Islam', 'Christianity', 'Islam', 'Traditional'];
export const BLOOD_GROUPS = ['O+', 'O+', 'A+', 'B+', 'AB+', 'O-', 'A-', 'B-'];
export const GENOTYPES = ['AA', 'AA', 'AA', 'AS', 'AS', 'SS', 'AC'];

/** yyyy-MM-dd for a day `daysAgo` before today. */
export function isoDaysAgo(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}
