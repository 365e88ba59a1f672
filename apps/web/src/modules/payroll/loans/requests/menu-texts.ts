import { translations } from '../../../../platform/i18n/register.ts';

/** The sidebar labels, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const loanRequestMenuTexts = translations(
  {
    'menu.loanRequests': 'Loan Requests',
    'menu.loanApprovals': 'Loan Approvals',
    'menu.myLoans': 'My Loans',
  },
  {
    'menu.loanRequests': 'Demandes de prêt',
    'menu.loanApprovals': 'Approbations de prêt',
    'menu.myLoans': 'Mes prêts',
  },
);
