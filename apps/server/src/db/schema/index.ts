export * from './platform.ts';
export * from './lookups.ts';
export * from './organization.ts';
export * from './access.ts';
export * from './files.ts';
export * from './work.ts';
export * from './approvals.ts';
export * from './hrm.ts';
