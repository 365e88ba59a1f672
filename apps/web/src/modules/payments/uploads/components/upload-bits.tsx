import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type PaymentLineStatus,
  type PaymentProgress,
  type PaymentScheduleStatus,
} from '@clockroom/contracts';

const LINE_COLOURS: Record<PaymentLineStatus, string> = {
  pending: 'default',
  processing: 'blue',
  paid: 'green',
  failed: 'red',
};

/** A line's status; a failure's reason beside it, so a phone shows it without hovering. */
export function LineStatus({
  id,
  status,
  reason,
}: {
  id: number;
  status: PaymentLineStatus;
  reason: string | null;
}) {
  const { t } = useTranslation();
  return (
    <span className="cr-wrap">
      <Tag color={LINE_COLOURS[status]} data-testid={`payment-line-status-${id}`} data-status={status}>
        {t(`paymentUpload.line.${status}`)}
      </Tag>
      {status === 'failed' && reason ? (
        <span className="cr-payment-under cr-muted cr-small">{t(reason)}</span>
      ) : null}
    </span>
  );
}

const SCHEDULE_COLOURS: Record<PaymentScheduleStatus, string> = {
  pending: 'gold',
  approved: 'green',
  declined: 'red',
};

export function ScheduleStatus({
  id,
  status,
  reason,
}: {
  id: number;
  status: PaymentScheduleStatus;
  reason: string | null;
}) {
  const { t } = useTranslation();
  const tag = (
    <Tag color={SCHEDULE_COLOURS[status]} data-testid={`payment-schedule-status-${id}`} data-status={status}>
      {t(`paymentUpload.schedule.${status}`)}
    </Tag>
  );
  return status === 'declined' && reason ? (
    <Tooltip title={t('paymentUpload.declinedBecause', { reason })}>{tag}</Tooltip>
  ) : (
    tag
  );
}

const PROGRESS_COLOURS: Record<PaymentProgress, string> = {
  awaiting_approval: 'default',
  declined: 'default',
  waiting_funds: 'orange',
  ready: 'cyan',
  processing: 'blue',
  failed: 'red',
  paid: 'green',
};

export function ProgressTag({ id, progress }: { id: number; progress: PaymentProgress }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={PROGRESS_COLOURS[progress]}
      data-testid={`payment-schedule-progress-${id}`}
      data-progress={progress}
    >
      {t(`paymentUpload.progress.${progress}`)}
    </Tag>
  );
}

/** `2026-11` as "November 2026" in the reader's language. */
export function monthName(yearMonth: string, language: string): string {
  const [y, m] = yearMonth.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, 1)),
  );
}
