import type { Appraisable, Rating } from '@clockroom/contracts';

type Scale = Appraisable['scorecard']['rating_scale'];

/** A point of the scale with its label, as the rater chose it: "4 · Very good", or "4" with no label. */
export const pointText = (scale: Scale, score: number) => {
  const label = scale.labels[String(score)];
  return label ? `${score} · ${label}` : String(score);
};

/** The scale's points, min to max. */
export const scalePoints = (scale: Scale) =>
  Array.from({ length: scale.max - scale.min + 1 }, (_v, i) => scale.min + i);

/** Scales of more than eleven points are typed as numbers rather than chosen from buttons. */
export const chosenFromButtons = (scale: Scale) => scale.max - scale.min <= 10;

export const ratingOf = (ratings: Rating[], kpiId: number) => ratings.find((r) => r.kpi_id === kpiId);
