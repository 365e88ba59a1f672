import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type StatusChange } from '@clockroom/contracts';
import { DateTimeText } from '../../../../platform/ui/date-time-text.tsx';
import '../../../../platform/ui/fact-list.css';

const COLORS: Record<string, string> = {
  pending: 'gold',
  processing: 'blue',
  paid: 'green',
  settled: 'green',
  failed: 'red',
};

/** A transfer's or pay-in's status as a coloured tag, in the reader's language. */
export function StatusTag({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status] ?? 'default'} data-testid={testId}>
      {t(`wallet.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

/** The status history of view-single, oldest first. */
export function StatusHistory({ history }: { history: StatusChange[] }) {
  const { t } = useTranslation();
  if (history.length === 0) return <p className="cr-muted">{t('wallet.noHistory')}</p>;
  return (
    <ol className="cr-wallet-history" data-testid="wallet-history">
      {history.map((h, i) => (
        <li key={`${h.at}-${i}`}>
          <StatusTag status={h.status} />
          <DateTimeText value={h.at} empty="—" />
          {h.note ? <span className="cr-wallet-history-note">{h.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** Label and value pairs, as the view-single screens list a record's facts. */
export function Facts({
  facts,
  testId,
}: {
  facts: { key: string; label: string; value: React.ReactNode }[];
  testId: string;
}) {
  return (
    <dl className="cr-facts cr-wallet-facts">
      {facts.map((f) => (
        <div key={f.key}>
          <dt>{f.label}</dt>
          <dd data-testid={`${testId}-${f.key}`}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
