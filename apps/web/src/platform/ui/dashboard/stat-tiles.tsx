import { StatTile, type StatTone } from './stat-tile.tsx';
import './dashboard.css';

/**
 * One tile of the row, as one line of a table: its words, its figure, its colour, its test id and,
 * when the figure opens the list behind it, the app path it links to.
 */
export type StatTileRow = [label: string, value: number, tone: StatTone, testId: string, href?: string];

/** A dashboard's row of headline figures, in the order given. */
export function StatTiles({ tiles }: { tiles: StatTileRow[] }) {
  return (
    <div className="cr-dash-stats">
      {tiles.map(([label, value, tone, testId, href]) => (
        <StatTile key={testId} label={label} value={value} tone={tone} testId={testId} href={href} />
      ))}
    </div>
  );
}
