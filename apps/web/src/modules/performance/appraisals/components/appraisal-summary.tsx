import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppraisalSummary as Summary } from '@clockroom/contracts';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { AppraisalStatusTag } from './status-tag.tsx';

/** A score as the server gives it (two decimals), or a dash until that side is in. */
export const scoreText = (score: string | null) => score ?? '—';

/** The figures across the top, in order: the field, its words, its test id and whether it is the outcome. */
const SCORES = [
  ['self_score', 'appraisalCycle.selfScore', 'appraisal-self-score', false],
  ['appraiser_score', 'appraisalCycle.appraiserScore', 'appraisal-appraiser-score', false],
  ['final_score', 'appraisalCycle.finalScore', 'appraisal-final-score', true],
  ['final_grade', 'appraisalCycle.finalGrade', 'appraisal-final-grade', true],
] as const;

/** Who, which cycle, where it stands, and its scores and grade (two decimals, issue 22). */
export function AppraisalSummaryPanel({ a }: { a: Summary }) {
  const { t } = useTranslation();
  return (
    <Panel className="cr-appraisal-block" testId="appraisal-summary">
      <div className="cr-appraisal-scores">
        {SCORES.map(([field, label, testId, final]) => (
          <div
            key={field}
            className={final ? 'cr-appraisal-score cr-appraisal-final' : 'cr-appraisal-score'}
            data-testid={testId}
          >
            <span className="cr-muted cr-small">{t(label)}</span>
            <strong>{scoreText(a[field])}</strong>
          </div>
        ))}
      </div>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label={t('appraisalCycle.employee')}>{a.employee_name}</Descriptions.Item>
        <Descriptions.Item label={t('appraisalCycle.department')}>
          {a.department_name ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('appraisalCycle.appraiser')}>{a.appraiser_name}</Descriptions.Item>
        <Descriptions.Item label={t('appraisalCycle.group')}>{a.group_name}</Descriptions.Item>
        <Descriptions.Item label={t('appraisalCycle.period')}>{a.period}</Descriptions.Item>
        <Descriptions.Item label={t('appraisalCycle.dueDate')}>
          <DateText value={a.due_date} />
        </Descriptions.Item>
        <Descriptions.Item label={t('appraisalCycle.status')}>
          <AppraisalStatusTag status={a.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('appraisalCycle.selfSubmitted')}>
          {a.self_submitted_at ? (
            <DateText value={a.self_submitted_at.slice(0, 10)} />
          ) : (
            t('appraisalCycle.notYet')
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('appraisalCycle.appraiserSubmitted')}>
          {a.appraiser_submitted_at ? (
            <DateText value={a.appraiser_submitted_at.slice(0, 10)} />
          ) : (
            t('appraisalCycle.notYet')
          )}
        </Descriptions.Item>
      </Descriptions>
      {a.rejection_reason && a.status === 'rejected' ? (
        <p className="cr-appraisal-rejection" data-testid="appraisal-rejection">
          <strong>{t('appraisalCycle.rejectedBecause')}</strong> {a.rejection_reason}
        </p>
      ) : null}
    </Panel>
  );
}
