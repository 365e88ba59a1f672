import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@clockroom/contracts';

export const STAGES = APPLICATION_STATUSES;
const OPEN: readonly ApplicationStatus[] = ['applied', 'screening', 'interview', 'offer'];
const COLOURS: Record<ApplicationStatus, string> = {
  applied: 'default',
  screening: 'blue',
  interview: 'purple',
  offer: 'gold',
  hired: 'green',
  rejected: 'red',
  withdrawn: 'default',
};

export const isOpen = (s: ApplicationStatus) => OPEN.includes(s);

/**
 * Where a candidate may go next, as the server's pipeline allows (issue 24, ADR 67): the open stages
 * move freely and may end in rejected or withdrawn; those two may be reconsidered; hired is final and
 * reached only through create-profile ('profile').
 */
export function moveKind(from: ApplicationStatus, to: ApplicationStatus): 'same' | 'move' | 'profile' | 'no' {
  if (from === to) return 'same';
  if (from === 'hired') return 'no';
  if (to === 'hired') return from === 'offer' ? 'profile' : 'no';
  if (isOpen(from)) return 'move';
  return ['applied', 'screening', 'rejected', 'withdrawn'].includes(to) ? 'move' : 'no';
}

/** The stages a candidate may be moved to by hand (with a note). */
export const movableTo = (from: ApplicationStatus) => STAGES.filter((s) => moveKind(from, s) === 'move');

export function StageTag({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-testid="candidate-stage">
      {t(`rt.s.${status}`)}
    </Tag>
  );
}

export const fullName = (c: { first_name: string; last_name: string }) =>
  `${c.first_name} ${c.last_name}`.trim();
