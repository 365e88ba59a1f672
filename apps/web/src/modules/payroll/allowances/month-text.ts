import dayjs, { type Dayjs } from 'dayjs';

/** `YYYY-MM` as people read it in the current language: "Mar 2026", "mars 2026". */
export const monthText = (month: string | null | undefined): string =>
  month ? dayjs(`${month}-01`).format('MMM YYYY') : '';

/** A month picker's value from `YYYY-MM`, and back. */
export const toMonthValue = (month: string | null | undefined): Dayjs | null =>
  month ? dayjs(`${month}-01`) : null;
export const fromMonthValue = (value: Dayjs | null | undefined): string | null =>
  value ? value.format('YYYY-MM') : null;

/** This month, `YYYY-MM`: where a new holder starts by default. */
export const thisMonth = (): string => dayjs().format('YYYY-MM');

/** How a month picker writes its month: "Mar 2026", "mars 2026" (not the picker's own 2026-03). */
export const MONTH_PICKER_FORMAT = 'MMM YYYY';
