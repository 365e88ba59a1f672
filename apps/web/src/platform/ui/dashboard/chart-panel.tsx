import type { ReactNode } from 'react';
import { BarChart } from '../charts/bar-chart.tsx';
import type { ChartDatum } from '../charts/chart-geometry.ts';
import { DonutChart } from '../charts/donut-chart.tsx';
import { Panel } from '../panel.tsx';

interface ChartPanelProps {
  title: string;
  kind: 'bar' | 'donut';
  data: readonly ChartDatum[];
  /** Said instead of the chart when there is nothing to draw. */
  emptyText: string;
  /** Whether there is nothing to draw; by default when there are no rows (a row of zeros still draws). */
  empty?: boolean;
  /** The donut's middle figure (its total by default). */
  center?: string;
  /** The panel's test id; the chart's is the same with `-chart`. */
  testId: string;
  /** Lines under the chart, shown either way. */
  children?: ReactNode;
}

/** A dashboard panel holding one bar or donut chart, or a muted line when there is nothing to chart. */
export function ChartPanel({
  title,
  kind,
  data,
  emptyText,
  empty,
  center,
  testId,
  children,
}: ChartPanelProps) {
  const chartId = `${testId}-chart`;
  return (
    <Panel title={title} testId={testId}>
      {(empty ?? data.length === 0) ? (
        <p className="cr-muted cr-m0">{emptyText}</p>
      ) : kind === 'bar' ? (
        <BarChart title={title} data={data} testId={chartId} />
      ) : (
        <DonutChart title={title} data={data} center={center} testId={chartId} />
      )}
      {children}
    </Panel>
  );
}
