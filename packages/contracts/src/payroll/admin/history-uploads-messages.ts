import { messagePair } from '../../platform/messages-pair.ts';

/**
 * Upload payment history (spec 3 §2 settings/upload-payment-history, issue 19, ADR 48): earlier
 * months' pay imported from CSV or XLSX, so year-to-date figures start right. The row problems are
 * plain texts (no parameters), so a stored upload's errors read in either language.
 */
export const HISTORY_UPLOAD_MESSAGES = {
  listed: 'Payment history uploads fetched successfully',
  loaded: 'Payment history upload fetched successfully',
  checked: 'Payment history file checked',
  uploaded: 'Payment history uploaded successfully',
  templateReady: 'Payment history template',
  notFound: 'Payment history upload not found',
  // The file
  fileMissing: 'Please choose a CSV or XLSX file to upload',
  fileType: 'Please upload a CSV or XLSX file',
  fileSize: 'The file must be at most 5 MB',
  fileEmpty: 'The file has no rows to import',
  tooManyRows: 'The file has more than 10,000 rows: please split it',
  missingColumns: (columns: string) => `The file is missing these columns: ${columns}`,
  hasErrors: 'The file has errors: nothing was imported',
  nothingValid: 'No row of the file can be imported',
  onlyValidInvalid: 'Please choose yes or no for importing the valid rows only',
  // A row
  employeeRequired: 'Please enter the employee’s pin or email',
  employeeUnknown: 'No employee of this company has this pin or email',
  yearInvalid: 'Please enter the year as four digits, 2000 or later',
  monthInvalid: 'Please enter the month as a number from 1 to 12',
  monthAhead: 'Payment history is for months already paid: this month has not come yet',
  amountInvalid: 'Please enter naira, not negative, with at most two decimals',
  grossRequired: 'Please enter the gross pay',
  netRequired: 'Please enter the net pay',
  taxableAboveGross: 'Taxable pay cannot be more than gross pay',
  netAboveGross: 'Net pay cannot be more than gross pay less PAYE, pension, NHF and NHIS',
  componentsAboveGross: 'The components add up to more than gross pay',
  monthTaken: 'This employee already has pay for this month',
  repeatedInFile: 'This employee and month are already on an earlier row of the file',
} as const;

/** The same messages in French, by key (ADR 32). */
export const HISTORY_UPLOAD_MESSAGE_PAIR = messagePair(
  'payroll_history_uploads',
  HISTORY_UPLOAD_MESSAGES,
  {
    listed: 'Historiques de paie importés récupérés avec succès',
    loaded: 'Import d’historique de paie récupéré avec succès',
    checked: 'Fichier d’historique de paie vérifié',
    uploaded: 'Historique de paie importé avec succès',
    templateReady: 'Modèle d’historique de paie',
    notFound: 'Import d’historique de paie introuvable',
    fileMissing: 'Veuillez choisir un fichier CSV ou XLSX à importer',
    fileType: 'Veuillez importer un fichier CSV ou XLSX',
    fileSize: 'Le fichier doit faire au plus 5 Mo',
    fileEmpty: 'Le fichier n’a aucune ligne à importer',
    tooManyRows: 'Le fichier a plus de 10 000 lignes : veuillez le découper',
    missingColumns: 'Il manque ces colonnes au fichier : {{columns}}',
    hasErrors: 'Le fichier contient des erreurs : rien n’a été importé',
    nothingValid: 'Aucune ligne du fichier ne peut être importée',
    onlyValidInvalid: 'Veuillez choisir oui ou non pour n’importer que les lignes valides',
    employeeRequired: 'Veuillez saisir le matricule ou l’e-mail de l’employé',
    employeeUnknown: 'Aucun employé de l’entreprise n’a ce matricule ou cet e-mail',
    yearInvalid: 'Veuillez saisir l’année sur quatre chiffres, 2000 ou après',
    monthInvalid: 'Veuillez saisir le mois, un nombre de 1 à 12',
    monthAhead: 'L’historique de paie concerne des mois déjà payés : ce mois n’est pas encore arrivé',
    amountInvalid: 'Veuillez saisir des nairas, sans signe moins, avec au plus deux décimales',
    grossRequired: 'Veuillez saisir le salaire brut',
    netRequired: 'Veuillez saisir le salaire net',
    taxableAboveGross: 'Le salaire imposable ne peut pas dépasser le salaire brut',
    netAboveGross: 'Le net ne peut pas dépasser le brut moins PAYE, pension, NHF et NHIS',
    componentsAboveGross: 'La somme des éléments dépasse le salaire brut',
    monthTaken: 'Cet employé a déjà une paie pour ce mois',
    repeatedInFile: 'Cet employé et ce mois figurent déjà sur une ligne précédente du fichier',
  },
  { missingColumns: ['columns'] },
);
export const HISTORY_UPLOAD_MESSAGES_FR = HISTORY_UPLOAD_MESSAGE_PAIR.french;
