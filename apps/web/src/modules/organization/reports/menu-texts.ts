import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar label, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const reportMenuTexts = translations(
  { 'menu.organizationReports': 'Reports' },
  { 'menu.organizationReports': 'Rapports' },
);
