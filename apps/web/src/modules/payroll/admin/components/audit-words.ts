import type { TFunction } from 'i18next';
import { formatDate, type AuditValue } from '@clockroom/contracts';
import { formatDateTime } from '../../../../platform/ui/date-time.ts';
import { moneyText, nairaTextIn } from '../../reports/money-text.ts';
import { AUDIT_ENUM_FIELDS } from '../i18n-audit-fields.ts';

/** An audit entry's action in the reader's words; an action no text names reads as recorded. */
export const actionText = (t: TFunction, action: string) =>
  t(`audit.action.${action}`, { defaultValue: action });

/** A payroll record kind in the reader's words. */
export const entityText = (t: TFunction, entity: string) =>
  t(`audit.entity.${entity}`, { defaultValue: entity });

/** `min_headcount` → `Min headcount`: a field no text names, in its own words. */
const ownWords = (part: string) => {
  const words = part.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * `pay_breakdowns.2.amount` → `Pay breakdown › 2 › Amount` (`Répartition de la paie › 2 › Montant`):
 * the recorded field's path, each part in the reader's words, list positions as they are.
 */
export function fieldText(t: TFunction, path: string): string {
  return path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? part : t(`audit.field.${part}`, { defaultValue: ownWords(part) })))
    .join(' › ');
}

/** Money fields of payroll's records: naira text ("150000.00") in the API's answers. */
const MONEY = new Set([
  'amount',
  'rule_amount',
  'monthly_salary',
  'gross_pay',
  'net_pay',
  'paye',
  'annual_rent',
  'minimum_wage',
  'cra_fixed',
  'rent_relief_cap',
  'up_to',
  'width',
]);
const NAIRA = /^-?\d+(\.\d{1,2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const isRate = (key: string) => key === 'percentage' || key === 'rate' || key.endsWith('_rate');

/**
 * A recorded value for a reader: yes or no for flags, a dash for nothing, money in naira
 * (₦150,000.00, 150 000,00 ₦ in French), rates with their percent sign, days dd-MM-yyyy, an
 * enumeration's value in words; the rest as written.
 */
export function valueText(t: TFunction, language: string, path: string, value: AuditValue): string {
  if (value === null || value === '') return t('audit.noValue');
  if (typeof value === 'boolean') return value ? t('words.yes') : t('words.no');
  const parts = path.split('.').filter((p) => !/^\d+$/.test(p));
  const key = parts[parts.length - 1] ?? '';
  const french = language.startsWith('fr');
  if (typeof value === 'number') {
    if (key.endsWith('_kobo')) return moneyText(value, language);
    return french ? String(value).replace('.', ',') : String(value);
  }
  const inBands = parts.includes('bands');
  if ((MONEY.has(key) || (inBands && key === 'from')) && NAIRA.test(value))
    return nairaTextIn(value, language);
  if (isRate(key) && NAIRA.test(value)) return `${french ? value.replace('.', ',') : value}\u00a0%`;
  if (DAY.test(value)) return formatDate(value);
  if (INSTANT.test(value)) return formatDateTime(value) ?? value;
  if (AUDIT_ENUM_FIELDS.has(key)) return t(`audit.value.${key}.${value}`, { defaultValue: value });
  return value;
}
