import type { Survey, SurveyStatus, SurveyUpdateInput } from '@clockroom/contracts';

/** The PUT's whole survey (issue 23: the id in the body), with a new status or audience. */
export const surveyBody = (
  s: Survey,
  change: { status?: SurveyStatus; audience?: SurveyUpdateInput['audience'] } = {},
): SurveyUpdateInput => ({
  id: s.id,
  title: s.title,
  description: s.description ?? '',
  anonymous: s.anonymous,
  starts_on: s.starts_on,
  ends_on: s.ends_on,
  questions: s.questions.map((q) => ({
    text: q.text,
    type: q.type,
    options: q.options,
    required: q.required,
  })),
  audience: change.audience ?? s.audience,
  status: change.status ?? s.status,
});
