import { approvalLevelLabel } from '@clockroom/contracts';

/**
 * A level's label (spec 1 §4): the contracts' approvalLevelLabel in English ("1st Approver"); French
 * ordinals follow their own rule (1er, 2e, 11e), so they are written here rather than translated.
 */
export function levelLabel(level: number, language: string): string {
  if (!language.startsWith('fr')) return approvalLevelLabel(level);
  return level <= 0 ? 'En attente' : `${level === 1 ? '1er' : `${level}e`} approbateur`;
}
