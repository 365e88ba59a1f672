import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppraisalSummary as Summary } from '@clockroom/contracts';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { AppraisalStatusTag } from './status-tag.tsx';

/** A score as the server gives it (two decimals), or a dash until that side is in. */
export const scoreText = (score: string | null) => score ?? '—';

/** Who, which cycle, where it stands, and its scores and grade (two decimals, issue 22). */
export function AppraisalSummaryPanel({ a }: { a: Summary }) {
  const { t } = useTranslation();
  return (
    <Panel className="cr-appraisal-block" testId="appraisal-summary">
      <div className="cr-appraisal-scores">
        <div className="cr-appraisal-score" data-testid="appraisal-self-score">
          <span className="cr-muted cr-small">{t('appraisalCycle.selfScore')}</span>
          <strong>{scoreText(a.self_score)}</strong>
        </div>
        <div className="cr-appraisal-score" data-testid="appraisal-appraiser-score">
          <span className="cr-muted cr-small">{t('appraisalCycle.appraiserScore')}</span>
          <strong>{scoreText(a.appraiser_score)}</strong>
        </div>
        <div className="cr-appraisal-score cr-appraisal-final" data-testid="appraisal-final-score">
          <span className="cr-muted cr-small">{t('appraisalCycle.finalScore')}</span>
          <strong>{scoreText(a.final_score)}</strong>
        </div>
        <div className="cr-appraisal-score cr-appraisal-final" data-testid="appraisal-final-grade">
          <span className="cr-muted cr-small">{t('appraisalCycle.finalGrade')}</span>
          <strong>{a.final_grade ?? '—'}</strong>
        </div>
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
