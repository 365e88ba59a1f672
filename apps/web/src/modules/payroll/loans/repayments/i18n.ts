import {
  LOAN_DISBURSEMENT_MESSAGES,
  LOAN_DISBURSEMENT_MESSAGES_FR,
  LOAN_REFUND_MESSAGES,
  LOAN_REFUND_MESSAGES_FR,
} from '@clockroom/contracts';
import { translations } from '../../../../platform/i18n/register.ts';

/**
 * One contracts table in both languages, keyed by its codes (`<namespace>.<key>`, ADR 32) and by its
 * English text (the forms' own checks show the same words): the French sits in contracts.
 */
function messageBundle<M extends Record<string, string>>(
  namespace: string,
  en: M,
  fr: { [K in keyof M]: string },
) {
  const english: Record<string, string> = {};
  const french: Record<string, string> = {};
  for (const [key, text] of Object.entries(en)) {
    const translated = fr[key] ?? text;
    english[`${namespace}.${key}`] = text;
    french[`${namespace}.${key}`] = translated;
    english[text] = text;
    french[text] = translated;
  }
  return { english, french };
}

const disbursements = messageBundle(
  'loan_disbursements',
  LOAN_DISBURSEMENT_MESSAGES,
  LOAN_DISBURSEMENT_MESSAGES_FR,
);
const refunds = messageBundle('loan_refunds', LOAN_REFUND_MESSAGES, LOAN_REFUND_MESSAGES_FR);

/** The server's messages of disbursements and refunds, in English and French. */
export const loanRepaymentMessageTexts = translations(
  { ...disbursements.english, ...refunds.english },
  { ...disbursements.french, ...refunds.french },
);

/** The disbursement and refund screens' texts (issue 20, ADR 53). */
export const loanRepaymentTexts = translations(
  {
    'loanRepay.disbursements': 'Loan disbursements',
    'loanRepay.disbursementsSubtitle': 'Money paid out on approved loans, whole or in parts.',
    'loanRepay.disburse': 'Disburse a loan',
    'loanRepay.disburseSubtitle': 'Pay out all or part of what is left of an approved loan.',
    'loanRepay.refunds': 'Loan refunds',
    'loanRepay.refundsSubtitle': 'Repayments made outside payroll; they settle the last instalments first.',
    'loanRepay.createRefund': 'Record a refund',
    'loanRepay.editRefund': 'Edit refund',
    'loanRepay.refundSubtitle': 'A refund shortens the schedule: the monthly instalment stays the same.',
    'loanRepay.search': 'Search employee, PIN or loan type',
    'loanRepay.emptyDisbursements': 'No loan has been disbursed yet',
    'loanRepay.emptyRefunds': 'No loan refund has been recorded yet',
    'loanRepay.emptyFor': 'Nothing matches {{query}}',
    'loanRepay.clearSearch': 'Clear search',
    'loanRepay.employee': 'Employee',
    'loanRepay.loan': 'Loan',
    'loanRepay.loanType': 'Loan type',
    'loanRepay.amount': 'Amount',
    'loanRepay.amountNaira': 'Amount (₦)',
    'loanRepay.disbursedOn': 'Disbursed on',
    'loanRepay.refundedOn': 'Refunded on',
    'loanRepay.note': 'Note',
    'loanRepay.balance': 'Loan balance',
    'loanRepay.actions': 'Actions',
    'loanRepay.actionsFor': 'Actions for {{name}}',
    'loanRepay.edit': 'Edit',
    'loanRepay.delete': 'Delete',
    'loanRepay.deleteDisbursementTitle': 'Delete this disbursement to {{name}}?',
    'loanRepay.deleteDisbursementText': 'The loan is scheduled again on what is left disbursed.',
    'loanRepay.deleteRefundTitle': 'Delete this refund from {{name}}?',
    'loanRepay.deleteRefundText': 'The loan balance goes back up by its amount.',
    'loanRepay.save': 'Save',
    'loanRepay.disburseSave': 'Disburse',
    'loanRepay.pickEmployee': 'Search an employee by name or PIN',
    'loanRepay.pickLoan': 'Choose a loan',
    'loanRepay.pickEmployeeFirst': 'Choose an employee first',
    'loanRepay.noLoanToDisburse': 'This employee has no approved loan left to disburse.',
    'loanRepay.noLoanToRefund': 'This employee has no disbursed loan with a balance.',
    'loanRepay.loanOption': '{{type}}: {{amount}} from {{start}}',
    'loanRepay.approved': 'Approved amount',
    'loanRepay.disbursed': 'Disbursed so far',
    'loanRepay.left': 'Left to disburse',
    'loanRepay.monthly': 'Monthly instalment',
    'loanRepay.totalRepayable': 'Total repayable',
    'loanRepay.repaid': 'Repaid',
    'loanRepay.start': 'Repayment starts',
    'loanRepay.tenure_one': '{{count}} month',
    'loanRepay.tenure_other': '{{count}} months',
    'loanRepay.tenure': 'Tenure',
    'loanRepay.leftHint': 'At most what is left: {{amount}}.',
    'loanRepay.balanceHint': 'At most the balance: {{amount}}.',
  },
  {
    'loanRepay.disbursements': 'Décaissements de prêts',
    'loanRepay.disbursementsSubtitle': 'L’argent versé sur les prêts approuvés, en une fois ou en plusieurs.',
    'loanRepay.disburse': 'Décaisser un prêt',
    'loanRepay.disburseSubtitle': 'Versez tout ou partie de ce qui reste d’un prêt approuvé.',
    'loanRepay.refunds': 'Remboursements de prêts',
    'loanRepay.refundsSubtitle':
      'Remboursements faits hors paie ; ils soldent d’abord les dernières échéances.',
    'loanRepay.createRefund': 'Enregistrer un remboursement',
    'loanRepay.editRefund': 'Modifier le remboursement',
    'loanRepay.refundSubtitle': 'Un remboursement raccourcit l’échéancier : la mensualité reste la même.',
    'loanRepay.search': 'Rechercher un employé, un matricule ou un type de prêt',
    'loanRepay.emptyDisbursements': 'Aucun prêt n’a encore été décaissé',
    'loanRepay.emptyRefunds': 'Aucun remboursement de prêt n’a encore été enregistré',
    'loanRepay.emptyFor': 'Rien ne correspond à {{query}}',
    'loanRepay.clearSearch': 'Effacer la recherche',
    'loanRepay.employee': 'Employé',
    'loanRepay.loan': 'Prêt',
    'loanRepay.loanType': 'Type de prêt',
    'loanRepay.amount': 'Montant',
    'loanRepay.amountNaira': 'Montant (₦)',
    'loanRepay.disbursedOn': 'Décaissé le',
    'loanRepay.refundedOn': 'Remboursé le',
    'loanRepay.note': 'Note',
    'loanRepay.balance': 'Solde du prêt',
    'loanRepay.actions': 'Actions',
    'loanRepay.actionsFor': 'Actions pour {{name}}',
    'loanRepay.edit': 'Modifier',
    'loanRepay.delete': 'Supprimer',
    'loanRepay.deleteDisbursementTitle': 'Supprimer ce décaissement à {{name}} ?',
    'loanRepay.deleteDisbursementText': 'Le prêt est de nouveau échelonné sur ce qui reste décaissé.',
    'loanRepay.deleteRefundTitle': 'Supprimer ce remboursement de {{name}} ?',
    'loanRepay.deleteRefundText': 'Le solde du prêt augmente de son montant.',
    'loanRepay.save': 'Enregistrer',
    'loanRepay.disburseSave': 'Décaisser',
    'loanRepay.pickEmployee': 'Rechercher un employé par nom ou matricule',
    'loanRepay.pickLoan': 'Choisir un prêt',
    'loanRepay.pickEmployeeFirst': 'Choisissez d’abord un employé',
    'loanRepay.noLoanToDisburse': 'Cet employé n’a aucun prêt approuvé qui reste à décaisser.',
    'loanRepay.noLoanToRefund': 'Cet employé n’a aucun prêt décaissé avec un solde.',
    'loanRepay.loanOption': '{{type}} : {{amount}} à partir de {{start}}',
    'loanRepay.approved': 'Montant approuvé',
    'loanRepay.disbursed': 'Déjà décaissé',
    'loanRepay.left': 'Reste à décaisser',
    'loanRepay.monthly': 'Mensualité',
    'loanRepay.totalRepayable': 'Total à rembourser',
    'loanRepay.repaid': 'Remboursé',
    'loanRepay.start': 'Début du remboursement',
    'loanRepay.tenure_one': '{{count}} mois',
    'loanRepay.tenure_other': '{{count}} mois',
    'loanRepay.tenure': 'Durée',
    'loanRepay.leftHint': 'Au plus ce qui reste : {{amount}}.',
    'loanRepay.balanceHint': 'Au plus le solde : {{amount}}.',
  },
);
