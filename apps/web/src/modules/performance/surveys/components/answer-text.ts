import type { AnswerValue } from '@clockroom/contracts';

/** An answer as text: a rating as "4/5", choices joined with commas. */
export const answerText = (v: AnswerValue): string =>
  Array.isArray(v) ? v.join(', ') : typeof v === 'number' ? `${v}/5` : v;
