import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels ship with the route registry, before any exemption page loads. */
export const exemptionMenuTexts = translations(
  { 'menu.exemptions': 'Exemptions' },
  { 'menu.exemptions': 'Exemptions' },
);
