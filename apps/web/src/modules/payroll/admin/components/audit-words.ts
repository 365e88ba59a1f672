import type { TFunction } from 'i18next';
import type { AuditValue } from '@clockroom/contracts';

/** An audit entry's action in the reader's words; an action no text names reads as recorded. */
export const actionText = (t: TFunction, action: string) =>
  t(`audit.action.${action}`, { defaultValue: action });

/** A payroll record kind in the reader's words. */
export const entityText = (t: TFunction, entity: string) =>
  t(`audit.entity.${entity}`, { defaultValue: entity });

/** `pay_breakdowns.2.amount` → `Pay breakdowns › 2 › Amount`: the recorded field's path, readable. */
export function fieldText(path: string): string {
  return path
    .split('.')
    .map((part) => {
      const words = part.replace(/_/g, ' ').trim();
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(' › ');
}

/** A recorded value: yes or no for flags, a dash for nothing, the rest as written. */
export function valueText(t: TFunction, value: AuditValue): string {
  if (value === null || value === '') return t('audit.noValue');
  if (typeof value === 'boolean') return value ? t('words.yes') : t('words.no');
  return String(value);
}
