import { messagePair } from '../../platform/messages-pair.ts';

/**
 * The pay breakdown (payroll salary management, spec 3 §7; issue 19 "Pay breakdown item"; ADR 37,
 * ADR 42): the components a pay package splits into. Kept apart from the schemas so a screen showing
 * the texts does not download Zod.
 */
export const PAY_BREAKDOWN_MESSAGES = {
  listed: 'Pay breakdowns fetched successfully',
  loaded: 'Pay breakdown fetched successfully',
  created: 'Pay breakdown created successfully',
  updated: 'Pay breakdown updated successfully',
  deleted: 'Pay breakdown deleted successfully',
  notFound: 'Pay breakdown not found',
  nameRequired: 'Please enter allowance name',
  nameTooLong: 'Kindly keep the allowance name under 150 characters',
  nameTaken: 'A pay breakdown item with this name already exists',
  codeRequired: 'Please enter code',
  codeInvalid: 'A code is 1 to 20 capital letters, digits or underscores, starting with a letter',
  codeReserved: 'This code is a word formulas use already: please choose another',
  codeTaken: 'A pay breakdown item with this code already exists',
  componentTypeInvalid: 'Please select basic, housing, transport or other as the component type',
  calculationTypeRequired: 'Please select percentage, fixed or formula as the calculation type',
  percentageRequired: 'Please enter percentage',
  percentageInvalid: 'Enter a percentage from 0 to 100 with at most two decimals',
  amountRequired: 'Please enter amount',
  amountInvalid: 'Enter an amount in naira, at most two decimals and never negative',
  formulaRequired: 'Please enter formula',
  formulaTooLong: 'Kindly keep the formula under 500 characters',
  positionInvalid: 'Enter the position as a whole number from 0 to 9999',
  flagInvalid: 'Please choose yes or no',
} as const;

/** The same messages in French, by key (ADR 32). */
export const PAY_BREAKDOWN_MESSAGE_PAIR = messagePair('pay_breakdowns', PAY_BREAKDOWN_MESSAGES, {
  listed: 'Répartition de la paie récupérée avec succès',
  loaded: 'Élément de la répartition de la paie récupéré avec succès',
  created: 'Élément de la répartition de la paie créé avec succès',
  updated: 'Élément de la répartition de la paie mis à jour avec succès',
  deleted: 'Élément de la répartition de la paie supprimé avec succès',
  notFound: 'Élément de la répartition de la paie introuvable',
  nameRequired: 'Veuillez saisir le nom de l’indemnité',
  nameTooLong: 'Le nom de l’indemnité doit faire moins de 150 caractères',
  nameTaken: 'Un élément de la répartition de la paie porte déjà ce nom',
  codeRequired: 'Veuillez saisir le code',
  codeInvalid: 'Un code compte 1 à 20 lettres majuscules, chiffres ou tirets bas, et commence par une lettre',
  codeReserved: 'Ce code est un mot que les formules utilisent déjà : veuillez en choisir un autre',
  codeTaken: 'Un élément de la répartition de la paie porte déjà ce code',
  componentTypeInvalid: 'Veuillez choisir base, logement, transport ou autre comme type de composante',
  calculationTypeRequired: 'Veuillez choisir pourcentage, fixe ou formule comme mode de calcul',
  percentageRequired: 'Veuillez saisir le pourcentage',
  percentageInvalid: 'Saisissez un pourcentage de 0 à 100 avec au plus deux décimales',
  amountRequired: 'Veuillez saisir le montant',
  amountInvalid: 'Saisissez un montant en nairas, au plus deux décimales et jamais négatif',
  formulaRequired: 'Veuillez saisir la formule',
  formulaTooLong: 'La formule doit faire moins de 500 caractères',
  positionInvalid: 'Saisissez la position comme un nombre entier de 0 à 9999',
  flagInvalid: 'Veuillez choisir oui ou non',
});
export const PAY_BREAKDOWN_MESSAGES_FR = PAY_BREAKDOWN_MESSAGE_PAIR.french;

/**
 * What a formula's problems and a refused delete say (ADR 42), each naming the component by its code.
 * A table of its own: its texts take parameters, and the work rate form's bundle reads the table
 * above without any.
 */
export const PAY_BREAKDOWN_RULE_MESSAGES = {
  formulaSyntax: (code: string, position: string) =>
    `Formula of ${code} cannot be read at character ${position}`,
  formulaSingle: (code: string) => `Formula of ${code} must be a single expression`,
  formulaUnknownName: (code: string, name: string) =>
    `Formula of ${code} uses ${name}, which is neither a variable nor a pay breakdown code`,
  formulaOperator: (code: string, operator: string) =>
    `Formula of ${code} uses the operator ${operator}, which formulas do not allow`,
  formulaPart: (code: string, part: string) => `Formula of ${code} may not use ${part}`,
  formulaMember: (code: string) =>
    `Formula of ${code} reads a property with . or [ ], which formulas do not allow`,
  formulaFunction: (code: string, name: string) =>
    `Formula of ${code} calls ${name}: formulas call only min, max, round and if`,
  formulaArguments: (code: string, name: string) =>
    `Formula of ${code} gives ${name} the wrong number of values`,
  formulaRoundPlaces: (code: string) =>
    `Formula of ${code} rounds to a number of places that is not a whole number from 0 to 6`,
  formulaNotAmount: (code: string) => `Formula of ${code} has a condition where an amount is expected`,
  formulaNotCondition: (code: string) =>
    `Formula of ${code} has an amount where a condition (a comparison) is expected`,
  formulaDivisionByZero: (code: string) => `Formula of ${code} divides by zero`,
  formulaCycle: (code: string, path: string) => `Formula of ${code} refers to itself through ${path}`,
  formulaBreaks: (code: string, other: string) =>
    `This change breaks the formula of ${other}, which uses ${code}`,
  usedByPackages: (names: string) =>
    `This item is paid by pay packages, so nothing was deleted. Remove it from them first: ${names}`,
  usedByWorkRates: (names: string) =>
    `This item is the base of overtime work rates, so nothing was deleted. Remove it from them first: ${names}`,
  usedByFormulas: (codes: string) =>
    `Other items' formulas use this item, so nothing was deleted. Change them first: ${codes}`,
} as const;

/** The same in French, with the English placeholders (ADR 32). */
export const PAY_BREAKDOWN_RULE_MESSAGE_PAIR = messagePair(
  'pay_breakdown_rules',
  PAY_BREAKDOWN_RULE_MESSAGES,
  {
    formulaSyntax: 'La formule de {{code}} est illisible au caractère {{position}}',
    formulaSingle: 'La formule de {{code}} doit être une seule expression',
    formulaUnknownName:
      'La formule de {{code}} utilise {{name}}, qui n’est ni une variable ni un code de la répartition de la paie',
    formulaOperator:
      'La formule de {{code}} utilise l’opérateur {{operator}}, que les formules n’autorisent pas',
    formulaPart: 'La formule de {{code}} ne peut pas utiliser {{part}}',
    formulaMember:
      'La formule de {{code}} lit une propriété avec . ou [ ], ce que les formules n’autorisent pas',
    formulaFunction:
      'La formule de {{code}} appelle {{name}} : les formules n’appellent que min, max, round et if',
    formulaArguments: 'La formule de {{code}} donne à {{name}} un mauvais nombre de valeurs',
    formulaRoundPlaces:
      'La formule de {{code}} arrondit à un nombre de décimales qui n’est pas un entier de 0 à 6',
    formulaNotAmount: 'La formule de {{code}} contient une condition là où un montant est attendu',
    formulaNotCondition:
      'La formule de {{code}} contient un montant là où une condition (une comparaison) est attendue',
    formulaDivisionByZero: 'La formule de {{code}} divise par zéro',
    formulaCycle: 'La formule de {{code}} se réfère à elle-même via {{path}}',
    formulaBreaks: 'Cette modification casse la formule de {{other}}, qui utilise {{code}}',
    usedByPackages:
      'Cet élément est payé par des grilles salariales : rien n’a été supprimé. Retirez-le d’abord de : {{names}}',
    usedByWorkRates:
      'Cet élément sert de base à des taux d’heures supplémentaires : rien n’a été supprimé. Retirez-le d’abord de : {{names}}',
    usedByFormulas:
      'Des formules d’autres éléments utilisent cet élément : rien n’a été supprimé. Modifiez-les d’abord : {{codes}}',
  },
);
export const PAY_BREAKDOWN_RULE_MESSAGES_FR = PAY_BREAKDOWN_RULE_MESSAGE_PAIR.french;

/** The variables a formula reads, in naira or days (ADR 42). */
export const FORMULA_VARIABLES = ['monthly_salary', 'days_in_month', 'days_paid'] as const;
/** The functions a formula may call. */
export const FORMULA_FUNCTIONS = ['min', 'max', 'round', 'if'] as const;
/** Words a code may not be, whatever the case: they would read as a variable, function or operator. */
export const FORMULA_RESERVED_WORDS: readonly string[] = [
  ...FORMULA_VARIABLES,
  ...FORMULA_FUNCTIONS,
  'and',
  'or',
  'not',
  'true',
  'false',
  'null',
  'this',
];

/** A component's kind: what pension and NHF find their base in (issue 19). */
export const COMPONENT_TYPES = ['basic', 'housing', 'transport', 'other'] as const;
export type ComponentTypeName = (typeof COMPONENT_TYPES)[number];
/** How a package's amount for the item is found (issue 19). */
export const CALCULATION_TYPES = ['percentage', 'fixed', 'formula'] as const;
export type CalculationTypeName = (typeof CALCULATION_TYPES)[number];

/** A code: capitals, digits and underscores, starting with a letter (so a formula reads it as a name). */
export const PAY_BREAKDOWN_CODE = /^[A-Z][A-Z0-9_]{0,19}$/;
export const FORMULA_MAX_LENGTH = 500;
