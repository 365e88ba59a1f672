import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { BarChart } from '../../../../platform/ui/charts/bar-chart.tsx';
import { DonutChart } from '../../../../platform/ui/charts/donut-chart.tsx';
import { topSlices, type ChartDatum } from '../../../../platform/ui/charts/chart-geometry.ts';

interface HeadcountPanelProps {
  title: string;
  data: ChartDatum[];
  kind: 'bar' | 'donut';
  testId: string;
}

/** One headcount breakdown as a bar or donut chart; long tails fold into "Other". */
export function HeadcountPanel({ title, data, kind, testId }: HeadcountPanelProps) {
  const { t } = useTranslation();
  const shown = topSlices(data, kind === 'bar' ? 10 : 6, t('orgDashboard.other'));
  return (
    <Panel title={title} testId={testId}>
      {shown.length === 0 ? (
        <p className="cr-muted cr-m0">{t('orgDashboard.noHeadcount')}</p>
      ) : kind === 'bar' ? (
        <BarChart title={title} data={shown} testId={`${testId}-chart`} />
      ) : (
        <DonutChart title={title} data={shown} testId={`${testId}-chart`} />
      )}
    </Panel>
  );
}
