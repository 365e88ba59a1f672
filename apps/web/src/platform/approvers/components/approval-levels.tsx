import { Flex, Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/date-time.ts';
import { levelLabel } from '../level-label.ts';
import '../approval-levels-i18n.ts';
import './approval-levels.css';

/** One level of a request's approval as the detail answers carry it (ADR 22). */
export interface ApprovalLevelView {
  level: number;
  approver_name: string;
  alt_approver_name: string | null;
  outcome: 'approved' | 'rejected' | 'skipped' | null;
  decided_by_name: string | null;
  decided_at: string | null;
  comment: string | null;
}

const COLOURS = { approved: 'green', rejected: 'red', skipped: 'gray' } as const;

/**
 * A request's approval in a detail panel: its type, then each level with its approver and
 * alternate, who decided it and when, and the comment; or the no-group line when none applied.
 * `testIdPrefix` names each level (`leave-level-1`).
 */
export function ApprovalLevels({
  type,
  levels,
  testIdPrefix,
}: {
  type: string | null;
  levels: readonly ApprovalLevelView[];
  testIdPrefix: string;
}) {
  const { t, i18n } = useTranslation();
  const outcomeText = (o: ApprovalLevelView['outcome']) => t(`approvalLevels.${o ?? 'waiting'}`);
  return (
    <>
      <h3 className="cr-approval-levels-title">
        {t('approvalLevels.title')}
        {type ? <Tag>{type}</Tag> : null}
      </h3>
      {levels.length === 0 ? (
        <p className="cr-muted">{t('approvalLevels.noGroup')}</p>
      ) : (
        <Timeline
          items={levels.map((l) => ({
            color: l.outcome ? COLOURS[l.outcome] : 'blue',
            content: (
              <Flex vertical gap={2} data-testid={`${testIdPrefix}-${l.level}`}>
                <strong>
                  {levelLabel(l.level, i18n.language)} · {l.approver_name}
                </strong>
                {l.alt_approver_name ? (
                  <span className="cr-muted">
                    {t('approvalLevels.alternate', { name: l.alt_approver_name })}
                  </span>
                ) : null}
                <span>
                  {l.outcome && l.decided_by_name
                    ? t('approvalLevels.decidedBy', {
                        outcome: outcomeText(l.outcome),
                        name: l.decided_by_name,
                      })
                    : outcomeText(l.outcome)}
                  {l.decided_at ? ` · ${formatDateTime(l.decided_at)}` : ''}
                </span>
                {l.comment ? <q className="cr-wrap">{l.comment}</q> : null}
              </Flex>
            ),
          }))}
        />
      )}
    </>
  );
}
