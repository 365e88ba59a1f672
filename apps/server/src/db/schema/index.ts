export * from './platform.ts';
export * from './organization.ts';
export * from './access.ts';
