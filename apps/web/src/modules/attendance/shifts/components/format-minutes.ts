import type { TFunction } from 'i18next';

/** "8 h 0 min" of a number of minutes. */
export function formatMinutes(total: number, t: TFunction): string {
  return t('shifts.hoursMinutes', { h: Math.floor(total / 60), m: total % 60 });
}
