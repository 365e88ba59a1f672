import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The colour each status of a request reads in, the same on every screen that shows one: waiting gold,
 * approved green, rejected red, in hand or paid out blue, finished grey.
 */
export const REQUEST_STATUS_COLOURS = {
  pending: 'gold',
  processing: 'blue',
  approved: 'green',
  rejected: 'red',
  paid: 'blue',
  disbursed: 'blue',
  repaid: 'default',
} as const;

export type RequestStatus = keyof typeof REQUEST_STATUS_COLOURS;

/**
 * A request's status as a coloured tag, its value in `data-status` for the journeys. A rejected one
 * with a reason shows the reason on hover, in the module's words (`reasonKey`, given `{ reason }`).
 * A copy shown twice (under a phone's name cell) leaves out `testId`, so the column's stays the one.
 */
export function RequestStatusTag({
  status,
  label,
  testId,
  reason,
  reasonKey,
}: {
  status: RequestStatus;
  /** The status in words. */
  label: string;
  testId?: string;
  reason?: string | null;
  reasonKey?: string;
}) {
  const { t } = useTranslation();
  const tag = (
    <Tag color={REQUEST_STATUS_COLOURS[status]} data-testid={testId} data-status={status}>
      {label}
    </Tag>
  );
  return status === 'rejected' && reason && reasonKey ? (
    <Tooltip title={t(reasonKey, { reason })}>{tag}</Tooltip>
  ) : (
    tag
  );
}

/** A request record as its status tag reads it. */
export interface StatusRecord {
  id: number;
  status: RequestStatus;
  rejection_reason?: string | null;
}

/**
 * A module's status tag for its request records (claims, loans, benefits and deductions), declared
 * once: the status in the module's words (`<labels>.<status>`, `<words>.status` by default), a
 * rejection's reason on hover (`<words>.rejectedBecause`), tested as `<testIds>-<id>`. The copy a
 * phone shows under the row's name (`phoneCopy`) has no test id, so the status column's stays the one.
 */
export function recordStatusTag({
  words,
  testIds,
  labels = `${words}.status`,
}: {
  words: string;
  testIds: string;
  labels?: string;
}) {
  function RecordStatusTag({ record, phoneCopy = false }: { record: StatusRecord; phoneCopy?: boolean }) {
    const { t } = useTranslation();
    return (
      <RequestStatusTag
        status={record.status}
        label={t(`${labels}.${record.status}`)}
        testId={phoneCopy ? undefined : `${testIds}-${record.id}`}
        reason={record.rejection_reason}
        reasonKey={`${words}.rejectedBecause`}
      />
    );
  }
  return RecordStatusTag;
}
