import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../money-text.ts';
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

/**
 * A dashboard's headline figure (the kit's tile look) for money: ₦1,234,567.89 (1 234 567,89 ₦ in
 * French), never a float. The figure stays on one line and shrinks with its tile (reports.css).
 */
export function MoneyTile({ label, value, count, tone = 'blue', note, testId }: MoneyTileProps) {
  const { i18n } = useTranslation();
  const money = useMoneyText();
  const text = count ? value.toLocaleString(i18n.language) : money.kobo(value);
  return (
    <div className={`cr-stat-tile cr-stat-${tone} cr-pr-tile`} data-testid={testId}>
      <span className="cr-stat-value cr-pr-figure" title={text}>
        {text}
      </span>
      <span className="cr-stat-label">{label}</span>
      {note ? <span className="cr-muted cr-small">{note}</span> : null}
    </div>
  );
}
