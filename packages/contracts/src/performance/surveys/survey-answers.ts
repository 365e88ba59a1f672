import { SURVEY_MESSAGES as M } from './survey-messages.ts';
import {
  SURVEY_RESULT_THRESHOLD,
  type AnswerValue,
  type GivenAnswer,
  type SurveyQuestion,
} from './surveys.ts';

/**
 * An employee's answers checked against the survey's questions (issue 23, ADR 60): a rating is a
 * whole number from 1 to 5, a text at most 2000 characters, a single choice one option's text, a
 * multiple choice a list of distinct option texts; a required question must be answered. Errors are
 * keyed `answers.<question_id>`, so a form shows each beside its question.
 */
export interface AnswerError {
  field: string;
  message: string;
}

const isBlank = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

function checkValue(q: SurveyQuestion, v: unknown): { value: AnswerValue } | { error: string } {
  switch (q.type) {
    case 'rating':
      return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5
        ? { value: v }
        : { error: M.ratingInvalid };
    case 'text':
      return typeof v === 'string' && v.trim().length <= 2000
        ? { value: v.trim() }
        : { error: M.textInvalid };
    case 'single':
      return typeof v === 'string' && q.options.includes(v) ? { value: v } : { error: M.singleInvalid };
    case 'multiple':
      return Array.isArray(v) &&
        v.every((o) => typeof o === 'string' && q.options.includes(o)) &&
        new Set(v).size === v.length
        ? { value: q.options.filter((o) => v.includes(o)) }
        : { error: M.multipleInvalid };
  }
}

/** The answers kept (blank optional ones dropped, choices in the question's order), or the errors. */
export function checkSurveyAnswers(
  questions: readonly SurveyQuestion[],
  given: readonly { question_id: unknown; value: unknown }[],
): { answers: GivenAnswer[]; errors: AnswerError[] } {
  const errors: AnswerError[] = [];
  const byQuestion = new Map<number, unknown>();
  given.forEach((a, i) => {
    const q = questions.find((x) => x.id === a.question_id);
    if (!q) errors.push({ field: `answers.${i}.question_id`, message: M.questionUnknown });
    else if (byQuestion.has(q.id)) errors.push({ field: `answers.${q.id}`, message: M.questionRepeated });
    else byQuestion.set(q.id, a.value);
  });
  const answers: GivenAnswer[] = [];
  for (const q of questions) {
    const v = byQuestion.get(q.id);
    if (isBlank(v)) {
      if (q.required) errors.push({ field: `answers.${q.id}`, message: M.answerRequired });
      continue;
    }
    const checked = checkValue(q, v);
    if ('error' in checked) errors.push({ field: `answers.${q.id}`, message: checked.error });
    else answers.push({ question_id: q.id, value: checked.value });
  }
  return { answers, errors };
}

/** Whether a count of answers is too small to show (fewer than 3). */
export const heldBack = (count: number): boolean => count < SURVEY_RESULT_THRESHOLD;
