import { decisionMessagesFrom } from '../../platform/approval-decisions.ts';

/**
 * Benefits and deductions (issue 20, ADR 54): their types, the records for employees, approval
 * through the engine and the months payroll paid them. Apart from the schemas so a screen showing
 * them does not download Zod.
 */
export const BENEFIT_DEDUCTION_MESSAGES = {
  typesListed: 'Benefit and deduction types fetched successfully',
  typeLoaded: 'Benefit or deduction type fetched successfully',
  typeCreated: 'Benefit or deduction type created successfully',
  typeUpdated: 'Benefit or deduction type updated successfully',
  typesDeleted: 'Benefit or deduction types deleted successfully',
  typeNotFound: 'Benefit or deduction type not found',
  typeNameRequired: 'Please enter the name of the benefit or deduction type',
  typeNameTooLong: 'Kindly keep the name under 150 characters',
  typeNameTaken: 'A benefit or deduction type with this name already exists',
  descriptionTooLong: 'Kindly keep the description under 1000 characters',
  flagInvalid: 'Please answer yes or no',
  typeInUse: 'This type is used by benefits or deductions of employees, so it cannot be deleted',
  idsRequired: 'Please select the records to delete, by their ids separated by commas',
  idRequired: 'Please give the id of the record to update',

  listed: 'Benefits and deductions fetched successfully',
  loaded: 'Benefit or deduction fetched successfully',
  created: 'Benefit or deduction created successfully',
  updated: 'Benefit or deduction updated successfully',
  deleted: 'Benefits or deductions deleted successfully',
  notFound: 'Benefit or deduction not found',
  approvalsListed: 'Benefits and deductions waiting on you fetched successfully',
  employeeRequired: 'Please select the employee, or the employees',
  employeeInvalid: 'Please select an employee of your company',
  typeRequired: 'Please select the benefit or deduction type',
  amountRequired: 'Please enter the amount in naira, with at most two decimals',
  amountPositive: 'The amount must be more than zero',
  frequencyInvalid: 'Please select one-off or monthly',
  startMonthRequired: 'Please enter the month it starts, as YYYY-MM',
  endMonthRequired: 'Please enter the month a monthly benefit or deduction ends, as YYYY-MM',
  endMonthOrder: 'The end month cannot be before the start month',
  endMonthOneOff: 'A one-off benefit or deduction is paid in its start month only: leave the end month empty',
  noteTooLong: 'Kindly keep the note under 1000 characters',
  statusInvalid: 'Please select pending, approved or rejected',
  kindInvalid: 'Please select benefit or deduction',
  monthInvalid: 'Please enter the month as YYYY-MM',
  notPending: 'Only a pending benefit or deduction can be changed',
  fullyPaid:
    'Every month of this benefit or deduction was paid in a confirmed payroll, so it cannot be changed or deleted',

  // Decisions (ADR 31)
  approved: 'Benefit or deduction approved successfully',
  rejected: 'Benefit or deduction rejected successfully',
  decisionIdsRequired: 'Please select the benefits or deductions to decide',
  rejectionReasonRequired: 'Please give a reason for rejecting',
  rejectionReasonTooLong: 'Kindly keep the rejection reason under 1000 characters',
  refusedNotPending: 'This benefit or deduction is no longer pending',
  refusedOwn: 'You cannot decide a benefit or deduction of your own, or one you entered',
  refusedNotWaiting: 'This benefit or deduction is not waiting on your approval',
  noneDecided: 'No benefit or deduction was decided',
} as const;

/** The same messages in French, by key (ADR 32). */
export const BENEFIT_DEDUCTION_MESSAGES_FR: {
  readonly [K in keyof typeof BENEFIT_DEDUCTION_MESSAGES]: string;
} = {
  typesListed: 'Types d’avantage et de retenue récupérés avec succès',
  typeLoaded: 'Type d’avantage ou de retenue récupéré avec succès',
  typeCreated: 'Type d’avantage ou de retenue créé avec succès',
  typeUpdated: 'Type d’avantage ou de retenue mis à jour avec succès',
  typesDeleted: 'Types d’avantage ou de retenue supprimés avec succès',
  typeNotFound: 'Type d’avantage ou de retenue introuvable',
  typeNameRequired: 'Veuillez saisir le nom du type d’avantage ou de retenue',
  typeNameTooLong: 'Le nom doit faire moins de 150 caractères',
  typeNameTaken: 'Un type d’avantage ou de retenue porte déjà ce nom',
  descriptionTooLong: 'La description doit faire moins de 1000 caractères',
  flagInvalid: 'Veuillez répondre oui ou non',
  typeInUse: 'Ce type est utilisé par des avantages ou retenues d’employés : il ne peut pas être supprimé',
  idsRequired: 'Veuillez choisir les éléments à supprimer, par leurs identifiants séparés par des virgules',
  idRequired: 'Veuillez indiquer l’identifiant de l’élément à modifier',
  listed: 'Avantages et retenues récupérés avec succès',
  loaded: 'Avantage ou retenue récupéré avec succès',
  created: 'Avantage ou retenue créé avec succès',
  updated: 'Avantage ou retenue mis à jour avec succès',
  deleted: 'Avantages ou retenues supprimés avec succès',
  notFound: 'Avantage ou retenue introuvable',
  approvalsListed: 'Avantages et retenues en attente de votre approbation récupérés avec succès',
  employeeRequired: 'Veuillez choisir l’employé, ou les employés',
  employeeInvalid: 'Veuillez choisir un employé de votre entreprise',
  typeRequired: 'Veuillez choisir le type d’avantage ou de retenue',
  amountRequired: 'Veuillez saisir le montant en nairas, avec deux décimales au plus',
  amountPositive: 'Le montant doit être supérieur à zéro',
  frequencyInvalid: 'Veuillez choisir ponctuel ou mensuel',
  startMonthRequired: 'Veuillez saisir le mois de début, au format AAAA-MM',
  endMonthRequired:
    'Veuillez saisir le mois de fin d’un avantage ou d’une retenue mensuel, au format AAAA-MM',
  endMonthOrder: 'Le mois de fin ne peut pas précéder le mois de début',
  endMonthOneOff:
    'Un avantage ou une retenue ponctuel est payé le mois de début seulement : laissez le mois de fin vide',
  noteTooLong: 'La note doit faire moins de 1000 caractères',
  statusInvalid: 'Veuillez choisir en attente, approuvé ou rejeté',
  kindInvalid: 'Veuillez choisir avantage ou retenue',
  monthInvalid: 'Veuillez saisir le mois au format AAAA-MM',
  notPending: 'Seul un avantage ou une retenue en attente peut être modifié',
  fullyPaid:
    'Chaque mois de cet avantage ou de cette retenue a été payé par une paie confirmée : il ne peut être ni modifié ni supprimé',
  approved: 'Avantage ou retenue approuvé avec succès',
  rejected: 'Avantage ou retenue rejeté avec succès',
  decisionIdsRequired: 'Veuillez choisir les avantages ou retenues à traiter',
  rejectionReasonRequired: 'Veuillez indiquer le motif du rejet',
  rejectionReasonTooLong: 'Le motif du rejet doit faire moins de 1000 caractères',
  refusedNotPending: 'Cet avantage ou cette retenue n’est plus en attente',
  refusedOwn:
    'Vous ne pouvez pas traiter un avantage ou une retenue qui vous concerne, ou que vous avez saisi',
  refusedNotWaiting: 'Cet avantage ou cette retenue n’attend pas votre approbation',
  noneDecided: 'Aucun avantage ni aucune retenue n’a été traité',
};

const M = BENEFIT_DEDUCTION_MESSAGES;

/** The inbox kit's words for benefits and deductions (ADR 31), from the table above. */
export const BENEFIT_DEDUCTION_DECISION_MESSAGES = decisionMessagesFrom(M, {
  idsRequired: 'decisionIdsRequired',
});

export const BENEFIT_DEDUCTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BenefitDeductionStatus = (typeof BENEFIT_DEDUCTION_STATUSES)[number];

export const BENEFIT_DEDUCTION_FREQUENCIES = ['one_off', 'monthly'] as const;
export type BenefitDeductionFrequency = (typeof BENEFIT_DEDUCTION_FREQUENCIES)[number];

/** A type is shown as a Benefit (added to gross) or a Deduction (taken from net pay). */
export const BENEFIT_DEDUCTION_KINDS = ['benefit', 'deduction'] as const;
export type BenefitDeductionKind = (typeof BENEFIT_DEDUCTION_KINDS)[number];

/** The approval engine's module (subject) name (ADR 22, 54). */
export const BENEFIT_DEDUCTION_MODULE = 'benefit-deduction';

/** The months a record covers: a one-off its start month; a monthly one start to end, both included. */
export function coveredMonths(r: {
  frequency: BenefitDeductionFrequency;
  start_month: string;
  end_month: string | null;
}): string[] {
  if (r.frequency === 'one_off' || r.end_month === null) return [r.start_month];
  const months: string[] = [];
  let [y, m] = r.start_month.split('-').map(Number) as [number, number];
  for (let guard = 0; guard < 1200; guard++) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > r.end_month) break;
    months.push(month);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return months;
}

/** Whether the record is paid (or taken) in `month` (`YYYY-MM`). */
export const coversMonth = (
  r: { frequency: BenefitDeductionFrequency; start_month: string; end_month: string | null },
  month: string,
): boolean =>
  r.frequency === 'one_off' || r.end_month === null
    ? month === r.start_month
    : month >= r.start_month && month <= r.end_month;
