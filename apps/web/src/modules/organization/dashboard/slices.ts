import type { HeadcountSlice } from '@clockroom/contracts';
import type { ChartDatum } from '../../../platform/ui/charts/chart-geometry.ts';

/** Headcount slices as chart data: unnamed groups read "Not set", genders are translated. */
export function toChartData(
  slices: readonly HeadcountSlice[],
  t: (key: string) => string,
  translateNames = false,
): ChartDatum[] {
  return slices.map((s) => ({
    label:
      s.name === null || s.name === ''
        ? t('orgDashboard.notSet')
        : translateNames && (s.name === 'female' || s.name === 'male')
          ? t(`orgDashboard.${s.name}`)
          : s.name,
    value: s.count,
  }));
}
