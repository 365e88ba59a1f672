/** What other payroll areas read of the statutory settings: the run's tables and remittances. */
export { loadStatutory } from './statutory-settings.repository.ts';
