/** Business constants of spec 1 §9, spec 2 §9 and spec 3 §9. */
export const APP_VERSION = '4.1';
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 30, 40] as const;
export const ASSIGNMENT_PAGE_SIZE = 5;
export const SEARCH_DEBOUNCE_MS = 500;
export const HTTP_TIMEOUT_MS = 200_000;
export const LAZY_LOAD_TIMEOUT_MS = 120_000;
export const MOBILE_WIDTH = 600;
export const DROPDOWN_WIDTH = 1318;
export const CHART_MAX_WIDTH = 600;
export const CHART_MAX_HEIGHT = 500;
export const NOTIFY_ERROR_MS = 5000;
export const NOTIFY_SUCCESS_MS = 4500;
export const SCROLL_TO_ERROR_MS = 500;
export const SCROLL_TO_ERROR_OFFSET = 60;
export const DEFAULT_ACTIVE_BRANCH = 'all';
export const OAUTH_CLIENT_ID = 1;
export const DEFAULT_CURRENCY = 'naira';
export const DEFAULT_TIMEZONE = 'Africa/Lagos';
export const DATE_DISPLAY_FORMAT = 'DD-MM-YYYY';
export const DATE_VALUE_FORMAT = 'YYYY-MM-DD';
/** The languages the app speaks (ADR 32): each user has one, the company's is the default. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
export const CURRENCIES = ['naira', 'dollar', 'pound', 'euro'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_SYMBOLS: Record<Currency, string> = { naira: '₦', dollar: '$', pound: '£', euro: '€' };
export const CURRENCY_CODES: Record<Currency, string> = {
  naira: 'NGN',
  dollar: 'USD',
  pound: 'GBP',
  euro: 'EUR',
};
export const ACTIVE_BRANCH_HEADER = 'x-active-branch';
