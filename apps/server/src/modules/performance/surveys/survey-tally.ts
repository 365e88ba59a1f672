import {
  SURVEY_RESULT_THRESHOLD,
  heldBack,
  type GivenAnswer,
  type QuestionResult,
  type SurveyQuestion,
} from '@clockroom/contracts';

/**
 * The totals per question (issue 23, ADR 60), pure so the anonymity threshold is tested alone: a
 * question answered by fewer than 3 employees, or a survey answered by fewer than 3, shows no
 * totals at all (counts, average and texts are empty), only how many answered.
 */
export function tallySurvey(
  questions: readonly SurveyQuestion[],
  responses: readonly { answers: readonly GivenAnswer[] }[],
): { held_back: boolean; questions: QuestionResult[] } {
  const surveyHeld = heldBack(responses.length);
  const results = questions.map((q): QuestionResult => {
    const values = responses.flatMap((r) =>
      r.answers.filter((a) => a.question_id === q.id).map((a) => a.value),
    );
    const held = surveyHeld || heldBack(values.length);
    const base = {
      question_id: q.id,
      text: q.text,
      type: q.type,
      answered_count: values.length,
      held_back: held,
    };
    const empty = { ...base, options: [], ratings: [], average: null, texts: [] };
    if (held) return empty;
    if (q.type === 'single' || q.type === 'multiple') {
      const chosen = values.flatMap((v) => (Array.isArray(v) ? v : [v]));
      return {
        ...empty,
        options: q.options.map((option) => ({ option, count: chosen.filter((c) => c === option).length })),
      };
    }
    if (q.type === 'rating') {
      const ratings = values.filter((v): v is number => typeof v === 'number');
      const sum = ratings.reduce((a, b) => a + b, 0);
      return {
        ...empty,
        ratings: [1, 2, 3, 4, 5].map((rating) => ({
          rating,
          count: ratings.filter((r) => r === rating).length,
        })),
        average: ratings.length ? Math.round((sum / ratings.length) * 100) / 100 : null,
      };
    }
    return {
      ...empty,
      texts: values.filter((v): v is string => typeof v === 'string').sort((a, b) => a.localeCompare(b)),
    };
  });
  return { held_back: surveyHeld, questions: results };
}

export { SURVEY_RESULT_THRESHOLD };
