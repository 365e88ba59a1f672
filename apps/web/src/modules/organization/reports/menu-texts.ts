import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar label ships with the route registry, before any report page loads. */
export const reportMenuTexts = translations(
  { 'menu.organizationReports': 'Reports' },
  { 'menu.organizationReports': 'Rapports' },
);
