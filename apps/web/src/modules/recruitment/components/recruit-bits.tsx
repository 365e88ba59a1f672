import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNaira, nairaToKobo } from '@clockroom/contracts';
import '../requisitions/i18n.ts';

const COLOURS: Record<string, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  filled: 'blue',
  draft: 'default',
  published: 'green',
  closed: 'default',
};

/** A request's or a posting's state, in words and colour. */
export function RecruitStatusTag({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status] ?? 'default'} data-testid={testId}>
      {t(`recruit.status.${status}`)}
    </Tag>
  );
}

/**
 * A naira range a month as the API answers it (naira, up to two decimals), formatted by the
 * project's money helper digit by digit: "₦150,000.00 – ₦300,000.00", one end alone, or "None".
 */
export function NairaRange({ min, max }: { min: number | null; max: number | null }) {
  const { t, i18n } = useTranslation();
  const naira = (v: number) => formatNaira(v, i18n.language);
  if (min === null && max === null) return <span className="cr-muted">{t('recruit.none')}</span>;
  const text =
    min !== null && max !== null
      ? `${naira(min)} – ${naira(max)}`
      : min !== null
        ? t('recruit.from', { amount: naira(min) })
        : t('recruit.upTo', { amount: naira(max ?? 0) });
  return <span className="cr-recruit-range">{text}</span>;
}

/** Select options for the employment types and urgencies, in the reader's language. */
export function useRecruitChoices() {
  const { t } = useTranslation();
  return {
    types: (['full_time', 'part_time', 'contract', 'internship'] as const).map((v) => ({
      value: v,
      label: t(`recruit.type.${v}`),
    })),
    urgencies: (['low', 'normal', 'high'] as const).map((v) => ({
      value: v,
      label: t(`recruit.urgency.${v}`),
    })),
  };
}

/** A naira amount from the API back into the form's text ("600000.50"), in whole kobo; empty when none. */
export function nairaText(v: number | null | undefined): string {
  const kobo = v === null || v === undefined ? undefined : nairaToKobo(v);
  if (kobo === undefined) return '';
  const whole = Math.trunc(kobo / 100);
  return kobo % 100 === 0 ? String(whole) : `${whole}.${String(kobo % 100).padStart(2, '0')}`;
}
