interface StatTileProps {
  label: string;
  value: number;
  tone?: 'blue' | 'green' | 'grey' | 'orange' | 'red';
  testId?: string;
}

/** One headline figure of the organisation dashboard. */
export function StatTile({ label, value, tone = 'blue', testId }: StatTileProps) {
  return (
    <div className={`cr-stat-tile cr-stat-${tone}`} data-testid={testId}>
      <span className="cr-stat-value">{value.toLocaleString()}</span>
      <span className="cr-stat-label">{label}</span>
    </div>
  );
}
