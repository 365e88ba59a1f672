import { messagePair } from '../../platform/messages-pair.ts';

/**
 * Payslips (spec 2 "ESS payslip and payroll report", spec 3 "Payslip view", issue 19; ADR 46): the
 * answers' messages, with the French beside them for the web's bundle (ADR 32). The spec's two local
 * messages ('No payslip report available for {month} {year}.', 'Please select month and year to
 * generate report for.') are here too, so the server and the screens word them alike.
 */
export const PAYSLIP_MESSAGES = {
  fetched: 'Payslip report fetched successfully',
  listed: 'Payslips fetched successfully',
  dashboardFetched: 'Payroll dashboard fetched successfully',
  noPayslip: (month: string, year: string) => `No payslip report available for ${month} ${year}.`,
  selectMonthYear: 'Please select month and year to generate report for.',
  monthRequired: 'Please select a month',
  monthInvalid: 'Please select a month from 1 (January) to 12 (December)',
  yearRequired: 'Please select a year',
  yearInvalid: 'Please select a year from 2000 to 2100',
  employeeRequired: 'Please select an employee',
  employeeInvalid: 'Please select a valid employee',
  employeeNotFound: 'Employee not found',
} as const;

export const PAYSLIP_MESSAGE_PAIR = messagePair(
  'payslips',
  PAYSLIP_MESSAGES,
  {
    fetched: 'Bulletin de paie récupéré avec succès',
    listed: 'Bulletins de paie récupérés avec succès',
    dashboardFetched: 'Tableau de bord de la paie récupéré avec succès',
    noPayslip: 'Aucun bulletin de paie disponible pour {{month}} {{year}}.',
    selectMonthYear: 'Veuillez choisir le mois et l’année du rapport à générer.',
    monthRequired: 'Veuillez choisir un mois',
    monthInvalid: 'Veuillez choisir un mois de 1 (janvier) à 12 (décembre)',
    yearRequired: 'Veuillez choisir une année',
    yearInvalid: 'Veuillez choisir une année de 2000 à 2100',
    employeeRequired: 'Veuillez choisir un employé',
    employeeInvalid: 'Veuillez choisir un employé valide',
    employeeNotFound: 'Employé introuvable',
  },
  { noPayslip: ['month', 'year'] },
);
export const PAYSLIP_MESSAGES_FR = PAYSLIP_MESSAGE_PAIR.french;

type MonthYear = { month: string; year: string };

/**
 * The payslip mail (ADR 46), rendered by the server in the employee's language. It says which
 * password opens the attached PDF: the date of birth as DDMMYYYY, or the PIN when no birth date is
 * on record.
 */
export const PAYSLIP_MAIL_WORDS = {
  en: {
    subject: ({ month, year }: MonthYear, company: string) =>
      `Your payslip for ${month} ${year} (${company})`,
    greeting: (name: string) => `Hello ${name},`,
    attached: ({ month, year }: MonthYear, company: string) =>
      `${company} has paid your salary for ${month} ${year}. Your payslip is attached as a PDF.`,
    passwordBirthDate:
      'The PDF is protected with a password: your date of birth written as DDMMYYYY (for example, 25 March 1990 is 25031990).',
    passwordPin: 'The PDF is protected with a password: your employee PIN (the one you clock in with).',
    online: 'You can also read it in Clockroom, under Payroll, My Payslips.',
  },
  fr: {
    subject: ({ month, year }: MonthYear, company: string) =>
      `Votre bulletin de paie de ${month} ${year} (${company})`,
    greeting: (name: string) => `Bonjour ${name},`,
    attached: ({ month, year }: MonthYear, company: string) =>
      `${company} a versé votre salaire de ${month} ${year}. Votre bulletin de paie est joint en PDF.`,
    passwordBirthDate:
      'Le PDF est protégé par un mot de passe : votre date de naissance au format JJMMAAAA (par exemple, le 25 mars 1990 donne 25031990).',
    passwordPin:
      'Le PDF est protégé par un mot de passe : votre code PIN d’employé (celui de votre pointage).',
    online: 'Vous pouvez aussi le consulter dans Clockroom, sous Paie, Mes bulletins de paie.',
  },
} as const;

/** The PDF payslip's words (ADR 46), in the reader's language. Amounts are in NGN (spec 3). */
export const PAYSLIP_PDF_WORDS = {
  en: {
    title: 'Payslip',
    personal: 'Personal information',
    name: 'Name',
    pin: 'PIN',
    designation: 'Designation',
    department: 'Department',
    grade: 'Grade',
    paidOn: 'Paid On',
    notAvailable: 'NA',
    allowances: 'Allowances',
    benefits: 'Benefits',
    deductions: 'Deductions',
    item: 'Item',
    currentPay: 'Current pay',
    yearToDate: 'Year to date',
    total: 'Total',
    none: 'None',
    summary: 'Summary',
    grossPay: 'Gross pay',
    totalBenefit: 'Total benefit',
    totalDeduction: 'Total deduction',
    netPay: 'Net pay',
    currency: 'Currency: NGN',
  },
  fr: {
    title: 'Bulletin de paie',
    personal: 'Informations personnelles',
    name: 'Nom',
    pin: 'PIN',
    designation: 'Fonction',
    department: 'Département',
    grade: 'Grade',
    paidOn: 'Payé le',
    notAvailable: 'ND',
    allowances: 'Indemnités',
    benefits: 'Avantages',
    deductions: 'Retenues',
    item: 'Élément',
    currentPay: 'Mois en cours',
    yearToDate: 'Cumul annuel',
    total: 'Total',
    none: 'Aucun',
    summary: 'Récapitulatif',
    grossPay: 'Salaire brut',
    totalBenefit: 'Total des avantages',
    totalDeduction: 'Total des retenues',
    netPay: 'Salaire net',
    currency: 'Devise : NGN',
  },
} as const;
