import { useTranslation } from 'react-i18next';
import { ChartPanel } from '../../../../platform/ui/dashboard/chart-panel.tsx';
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
    <ChartPanel
      title={title}
      kind={kind}
      data={shown}
      emptyText={t('orgDashboard.noHeadcount')}
      testId={testId}
    />
  );
}
