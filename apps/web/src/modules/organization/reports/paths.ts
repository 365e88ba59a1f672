/** The organisation report screens (spec 1 §2: reports: generate, view-all). */
export const REPORT_GENERATE_PATH = '/admin/organization/reports/generate';
export const REPORT_VIEW_PATH = '/admin/organization/reports/view-all';
