import type { ReactNode } from 'react';
import { formatMoney } from '@clockroom/contracts';
import '../../../../platform/ui/dashboard/dashboard.css';

interface MoneyTileProps {
  label: string;
  /** Whole kobo, shown in naira to the kobo; a count when `count` is set. */
  value: number;
  count?: boolean;
  tone?: 'blue' | 'green' | 'grey' | 'orange';
  note?: ReactNode;
  testId: string;
}

/** A dashboard's headline figure (the kit's tile look) for money: ₦1,234,567.89, never a float. */
export function MoneyTile({ label, value, count, tone = 'blue', note, testId }: MoneyTileProps) {
  return (
    <div className={`cr-stat-tile cr-stat-${tone}`} data-testid={testId}>
      <span className="cr-stat-value cr-pr-figure">
        {count ? value.toLocaleString() : formatMoney(value)}
      </span>
      <span className="cr-stat-label">{label}</span>
      {note ? <span className="cr-muted cr-small">{note}</span> : null}
    </div>
  );
}
