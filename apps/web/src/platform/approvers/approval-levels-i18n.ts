import { translations } from '../i18n/register.ts';

/** The approval levels of a request's detail panel (leave, exemptions, and the modules after them). */
export const APPROVAL_LEVEL_TEXTS = translations(
  {
    'approvalLevels.title': 'Approval',
    'approvalLevels.noGroup': 'No approver group applied: decided at once by the company rule.',
    'approvalLevels.alternate': 'Alternate: {{name}}',
    'approvalLevels.decidedBy': '{{outcome}} by {{name}}',
    'approvalLevels.approved': 'Approved',
    'approvalLevels.rejected': 'Rejected',
    'approvalLevels.skipped': 'Skipped',
    'approvalLevels.waiting': 'Waiting',
  },
  {
    'approvalLevels.title': 'Approbation',
    'approvalLevels.noGroup':
      "Aucun groupe d'approbateurs ne s'appliquait : décidé aussitôt par la règle de l'entreprise.",
    'approvalLevels.alternate': 'Suppléant : {{name}}',
    'approvalLevels.decidedBy': '{{outcome}} par {{name}}',
    'approvalLevels.approved': 'Approuvé',
    'approvalLevels.rejected': 'Rejeté',
    'approvalLevels.skipped': 'Ignoré',
    'approvalLevels.waiting': 'En attente',
  },
);
