/** The performance dashboards' contracts (issue 23, ADR 63). */
import { PERFORMANCE_DASHBOARD_MESSAGES } from './performance-dashboard.ts';

export * from './performance-dashboard.ts';
export * from './performance-dashboard.endpoints.ts';

/** The area's message table by namespace, spread into the catalogue (message-catalogue.ts). */
export const PERFORMANCE_DASHBOARD_MESSAGE_TABLES = {
  performance_dashboard: PERFORMANCE_DASHBOARD_MESSAGES,
} as const;
