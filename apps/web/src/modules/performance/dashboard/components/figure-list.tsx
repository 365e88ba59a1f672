import '../dashboard.css';

/** A panel's figures as label and value pairs, the tiles' small sibling. */
export function FigureList({
  figures,
  testId,
}: {
  figures: readonly { key: string; label: string; value: string | number }[];
  testId: string;
}) {
  return (
    <dl className="cr-perf-figures" data-testid={testId}>
      {figures.map((f) => (
        <div key={f.key}>
          <dt>{f.label}</dt>
          <dd data-testid={`${testId}-${f.key}`}>
            {typeof f.value === 'number' ? f.value.toLocaleString() : f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
