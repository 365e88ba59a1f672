import { messagePair } from '../../platform/messages-pair.ts';

/**
 * Pay packages (issue 19 "Pay package" and "Assign", ADR 44): the package, who is on it, and its
 * worked payslip preview. Kept apart from the schemas so a screen showing them does not download Zod.
 */
export const PAY_PACKAGE_MESSAGES = {
  listed: 'Pay packages fetched successfully',
  loaded: 'Pay package fetched successfully',
  created: 'Pay package created successfully',
  updated: 'Pay package updated successfully',
  deleted: 'Pay package deleted successfully',
  notFound: 'Pay package not found',
  nameTaken: 'A pay package with this name already exists',
  nameRequired: 'Please enter package name',
  nameTooLong: 'Kindly keep the package name under 150 characters',
  descriptionTooLong: 'Kindly keep the description under 1000 characters',
  monthlySalaryRequired: 'Please enter the monthly salary of the package',
  monthlySalaryInvalid: 'Kindly enter the monthly salary in naira, above 0, with at most two decimals',
  payBreakdownRequired: 'Please select at least one pay break down item',
  payBreakdownInvalid: 'Please select valid pay break down items',
  payBreakdownRepeated: 'Each pay break down item can be chosen once',
  amountInvalid: 'Kindly enter the amount in naira, with at most two decimals',
  /** DELETE while employees are on it: they would be left without pay. */
  inUse: (count: number) =>
    `This pay package is assigned to ${count} employee(s): move them to another package or un-assign them first`,

  // Assign and un-assign (issue 19 "Assign")
  assigned: 'Employees assigned to the pay package successfully',
  unassigned: 'Employees un-assigned from the pay package successfully',
  assignablesLoaded: 'Employees on the pay package fetched successfully',
  selectionRequired: 'Kindly select or deselect employees',
  employeesInvalid: 'Please select valid employees',
  employeeRepeated: 'Each employee can be listed once',
  packageMismatch: 'Each assignment must name this pay package as payPackageId',
  effectiveFromInvalid: 'Kindly enter the date it applies from as YYYY-MM-DD',

  // The worked payslip preview
  previewLoaded: 'Pay package preview fetched successfully',
  annualRentInvalid: 'Kindly enter the annual rent in naira, with at most two decimals',
  nhfInvalid: 'Please choose yes or no for NHF',
  monthInvalid: 'Please select a month from 1 (January) to 12 (December)',
  yearInvalid: 'Please select a year from 2000 to 2100',
  noTaxTable: 'No tax table applies to this month: add one under statutory deductions',
} as const;

/**
 * The same messages in French, by key (ADR 32: the web translates a code `pay_packages.<key>`; a
 * parameterised message keeps its English placeholders). Typed against the English, so a message
 * without French does not compile.
 */
export const PAY_PACKAGE_MESSAGE_PAIR = messagePair(
  'pay_packages',
  PAY_PACKAGE_MESSAGES,
  {
    listed: 'Forfaits de paie récupérés avec succès',
    loaded: 'Forfait de paie récupéré avec succès',
    created: 'Forfait de paie créé avec succès',
    updated: 'Forfait de paie mis à jour avec succès',
    deleted: 'Forfait de paie supprimé avec succès',
    notFound: 'Forfait de paie introuvable',
    nameTaken: 'Un forfait de paie porte déjà ce nom',
    nameRequired: 'Veuillez saisir le nom du forfait',
    nameTooLong: 'Le nom du forfait doit faire moins de 150 caractères',
    descriptionTooLong: 'La description doit faire moins de 1000 caractères',
    monthlySalaryRequired: 'Veuillez saisir le salaire mensuel du forfait',
    monthlySalaryInvalid:
      'Veuillez saisir le salaire mensuel en nairas, supérieur à 0, avec au plus deux décimales',
    payBreakdownRequired: 'Veuillez choisir au moins un élément de la répartition de la paie',
    payBreakdownInvalid: 'Veuillez choisir des éléments valides de la répartition de la paie',
    payBreakdownRepeated: 'Chaque élément de la répartition de la paie ne peut être choisi qu’une fois',
    amountInvalid: 'Veuillez saisir le montant en nairas, avec au plus deux décimales',
    inUse:
      'Ce forfait de paie est attribué à {{count}} employé(s) : passez-les à un autre forfait ou retirez-les d’abord',
    assigned: 'Employés attribués au forfait de paie avec succès',
    unassigned: 'Employés retirés du forfait de paie avec succès',
    assignablesLoaded: 'Employés du forfait de paie récupérés avec succès',
    selectionRequired: 'Veuillez sélectionner ou désélectionner des employés',
    employeesInvalid: 'Veuillez choisir des employés valides',
    employeeRepeated: 'Chaque employé ne peut figurer qu’une fois',
    packageMismatch: 'Chaque attribution doit indiquer ce forfait de paie comme payPackageId',
    effectiveFromInvalid: 'Veuillez saisir la date d’effet au format AAAA-MM-JJ',
    previewLoaded: 'Aperçu du forfait de paie récupéré avec succès',
    annualRentInvalid: 'Veuillez saisir le loyer annuel en nairas, avec au plus deux décimales',
    nhfInvalid: 'Veuillez choisir oui ou non pour le NHF',
    monthInvalid: 'Veuillez choisir un mois de 1 (janvier) à 12 (décembre)',
    yearInvalid: 'Veuillez choisir une année de 2000 à 2100',
    noTaxTable: 'Aucun barème fiscal ne s’applique à ce mois : ajoutez-en un dans les retenues légales',
  },
  { inUse: ['count'] },
);
export const PAY_PACKAGE_MESSAGES_FR = PAY_PACKAGE_MESSAGE_PAIR.french;
