import type { CSSProperties, ReactNode } from 'react';
import './figure-list.css';

export interface Figure {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** The value's data-testid where it is not the list's stem and the key. */
  testId?: string;
}

/**
 * A panel's figures as label and value pairs, the stat tiles' small sibling (the dashboards' appraisal
 * and plan panels, time to hire, an appraisal report's counts). A number is shown with the language's
 * digit groups; a value is tested as `${testId}-${key}` when the list has a test id.
 */
export function FigureList({
  figures,
  testId,
  column,
  className,
}: {
  figures: readonly Figure[];
  testId?: string;
  /** The least width of a column in pixels (140 unless said). */
  column?: number;
  className?: string;
}) {
  const style = column ? ({ '--cr-figures-column': `${column}px` } as CSSProperties) : undefined;
  return (
    <dl className={className ? `cr-figures ${className}` : 'cr-figures'} style={style} data-testid={testId}>
      {figures.map((f) => (
        <div key={f.key}>
          <dt>{f.label}</dt>
          <dd data-testid={f.testId ?? (testId ? `${testId}-${f.key}` : undefined)}>
            {typeof f.value === 'number' ? f.value.toLocaleString() : f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
