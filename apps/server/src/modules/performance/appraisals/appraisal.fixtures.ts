/** Shared bodies of the appraisal tests (issue 22): the hand-computed scorecard of two sections and five KPIs. */
export const SCORECARD = {
  name: 'Sales scorecard',
  rating_scale: { min: 1, max: 5, labels: { '1': 'Poor', '3': 'Good', '5': 'Excellent' } },
  sections: [
    {
      name: 'Results',
      weight: 60,
      kpis: [
        {
          name: 'Revenue against target',
          description: 'Quarterly revenue',
          weight: 50,
          target: '₦50m a quarter',
        },
        { name: 'New accounts', weight: 30, target: '12 a quarter' },
        { name: 'Collections', weight: 20, target: 'Under 45 days' },
      ],
    },
    {
      name: 'Behaviours',
      weight: 40,
      kpis: [
        { name: 'Teamwork', weight: 70 },
        { name: 'Customer care', weight: 30 },
      ],
    },
  ],
};

export const GENERAL = (year = 2026) => ({
  name: `Appraisals ${year}`,
  year,
  self_appraisal_weight: 30,
  appraiser_weight: 70,
  appraisalPeriods: [
    { name: 'H1', start_date: `${year}-01-01`, end_date: `${year}-06-30` },
    { name: 'H2', start_date: `${year}-07-01`, end_date: `${year}-12-31` },
  ],
});

/** Ratings of KPIs 1–5 in order. */
export const ratings = (...scores: number[]) =>
  scores.map((score, i) => ({ kpi_id: i + 1, score, comment: i === 0 ? 'Closed the Dangote account' : '' }));

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
