import type { ReactElement } from 'react';
import { CheckCircleFilled, WarningFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The sum of weights, as a number (blank or unreadable weights count as 0). */
export const sumOf = (weights: readonly unknown[]) =>
  weights.reduce<number>((s, w) => s + (Number.isFinite(Number(w)) ? Number(w) : 0), 0);

/**
 * One live sum of weights that must make 100: green and "adds up" when it does, red with how much
 * is missing or too much when not. A status region, so screen readers hear it change.
 */
export function WeightSum({
  label,
  sum,
  testId,
}: {
  label: string;
  sum: number;
  testId: string;
}): ReactElement {
  const { t } = useTranslation();
  const ok = sum === 100;
  const diff = Math.abs(100 - sum);
  return (
    <div
      className={`cr-apprset-sum ${ok ? 'is-ok' : 'is-off'}`}
      role="status"
      data-testid={testId}
      data-ok={ok ? 'true' : 'false'}
    >
      {ok ? <CheckCircleFilled aria-hidden /> : <WarningFilled aria-hidden />}
      <span>{label}</span>
      <span>
        (
        {ok ? t('apprSet.sumOk') : sum < 100 ? t('apprSet.sumOff', { diff }) : t('apprSet.sumOver', { diff })}
        )
      </span>
    </div>
  );
}
