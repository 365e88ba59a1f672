import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RosterCell } from '@clockroom/contracts';
import { ShiftSwatch } from './shift-swatch.tsx';

/** One employee-date of the roster: the shift worked, "Off" on a day the shift is not worked, or "Day off". */
export function RosterCellView({ cell, testId }: { cell: RosterCell | undefined; testId: string }) {
  const { t } = useTranslation();
  if (!cell || cell.source === null) {
    return (
      <span className="cr-roster-off" data-testid={testId}>
        —
      </span>
    );
  }
  if (cell.work_shift_id === null) {
    return (
      <span className="cr-roster-off cr-roster-rostered" data-testid={testId}>
        {t('roster.dayOff')}
      </span>
    );
  }
  if (!cell.scheduled) {
    return (
      <Tooltip title={cell.shift_name}>
        <span className="cr-roster-off" data-testid={testId}>
          {t('roster.off')}
        </span>
      </Tooltip>
    );
  }
  return (
    <span
      className={`cr-roster-cell${cell.source === 'roster' ? ' cr-roster-rostered' : ''}`}
      data-testid={testId}
    >
      <span>
        <ShiftSwatch color={cell.color} />
        {cell.shift_name}
      </span>
      <small>{cell.shift_range}</small>
    </span>
  );
}
