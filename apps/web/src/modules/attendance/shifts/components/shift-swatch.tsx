import type { CSSProperties } from 'react';

/** The shift's colour as a dot beside its name (roster, calendars); blue when it has none. */
export function ShiftSwatch({ color }: { color: string | null | undefined }) {
  return (
    <span
      className="cr-shift-swatch"
      aria-hidden
      style={color ? ({ '--cr-shift-color': color } as CSSProperties) : undefined}
    />
  );
}

/** Colours offered on the form: distinct on white, readable as dots. */
export const SHIFT_COLORS = [
  '#1677ff',
  '#52c41a',
  '#fa8c16',
  '#eb2f96',
  '#722ed1',
  '#13c2c2',
  '#a0d911',
  '#8c8c8c',
];
