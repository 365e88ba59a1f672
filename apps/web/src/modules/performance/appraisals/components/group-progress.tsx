import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppraisalGroup } from '@clockroom/contracts';

const pct = (n: number, of: number) => (of === 0 ? 0 : Math.round((n / of) * 100));

/** How far a group's members are: self-ratings in, appraiser ratings in, approved (of the members). */
export function GroupProgress({ group, compact = false }: { group: AppraisalGroup; compact?: boolean }) {
  const { t } = useTranslation();
  const p = group.progress;
  if (group.status === 'draft') return <span className="cr-muted">{t('appraisalCycle.notInitiated')}</span>;
  const rows = [
    { key: 'self', label: t('appraisalCycle.progressSelf'), n: p.self_submitted },
    { key: 'appraiser', label: t('appraisalCycle.progressAppraiser'), n: p.appraiser_submitted },
    { key: 'approved', label: t('appraisalCycle.progressApproved'), n: p.approved },
  ];
  return (
    <div
      className={compact ? 'cr-appraisal-progress cr-appraisal-progress-compact' : 'cr-appraisal-progress'}
      data-testid={`group-progress-${group.id}`}
    >
      {rows.map((r) => (
        <div key={r.key} className="cr-appraisal-progress-row">
          <span className="cr-small">
            {t('appraisalCycle.progressOf', { label: r.label, count: r.n, total: p.members })}
          </span>
          <Progress percent={pct(r.n, p.members)} size="small" showInfo={false} aria-label={r.label} />
        </div>
      ))}
    </div>
  );
}
