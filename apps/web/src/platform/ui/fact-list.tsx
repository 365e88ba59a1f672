import type { ReactNode } from 'react';

/** One fact of a record: its label and value. */
export interface Fact {
  label: string;
  value: ReactNode;
  testId?: string;
}

/**
 * A record's facts read-only as a definition list (label over value), the shape the settings and
 * record view screens share; each module keeps its own class for the layout.
 */
export function FactList({ facts, className }: { facts: Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd data-testid={f.testId}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
