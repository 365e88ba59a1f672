import { useTranslation } from 'react-i18next';
import type { Appraisable, Rating } from '@clockroom/contracts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { pointText, ratingOf } from './scale.ts';

function Side({
  label,
  rating,
  a,
  testId,
}: {
  label: string;
  rating?: Rating;
  a: Appraisable;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="cr-appraisal-side" data-testid={testId}>
      <span className="cr-muted cr-small">{label}</span>
      <strong>
        {rating ? pointText(a.scorecard.rating_scale, rating.score) : t('appraisalCycle.notRated')}
      </strong>
      {rating?.comment ? <span className="cr-appraisal-comment">{rating.comment}</span> : null}
    </div>
  );
}

/** Every KPI by section with the ratings the reader may see: the employee's and the appraiser's. */
export function RatingsView({ a }: { a: Appraisable }) {
  const { t } = useTranslation();
  return (
    <>
      {a.scorecard.sections.map((section, si) => (
        <Panel
          key={si}
          className="cr-appraisal-block"
          title={t('appraisalCycle.sectionTitle', { name: section.name, weight: section.weight })}
          testId={`appraisal-section-${si}`}
        >
          {section.kpis.map((kpi) => (
            <div key={kpi.id} className="cr-appraisal-kpi" data-testid={`appraisal-kpi-${kpi.id}`}>
              <div className="cr-appraisal-kpi-head">
                <strong>{kpi.name}</strong>
                <span className="cr-muted cr-small">
                  {t('appraisalCycle.kpiWeight', { weight: kpi.weight })}
                  {kpi.target ? ` · ${t('appraisalCycle.target')}: ${kpi.target}` : ''}
                </span>
                {kpi.description ? <span className="cr-small">{kpi.description}</span> : null}
              </div>
              <div className="cr-appraisal-kpi-sides">
                <Side
                  label={t('appraisalCycle.selfRating')}
                  rating={ratingOf(a.self_ratings, kpi.id)}
                  a={a}
                  testId={`appraisal-kpi-${kpi.id}-self`}
                />
                <Side
                  label={t('appraisalCycle.appraiserRating')}
                  rating={ratingOf(a.appraiser_ratings, kpi.id)}
                  a={a}
                  testId={`appraisal-kpi-${kpi.id}-appraiser`}
                />
              </div>
            </div>
          ))}
        </Panel>
      ))}
    </>
  );
}
