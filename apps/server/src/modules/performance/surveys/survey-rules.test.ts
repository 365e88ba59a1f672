import { describe, expect, it } from 'vitest';
import {
  SURVEY_MESSAGES as M,
  checkSurveyAnswers,
  heldBack,
  type SurveyQuestion,
} from '@clockroom/contracts';
import { tallySurvey } from './survey-tally.ts';

const questions: SurveyQuestion[] = [
  { id: 1, text: 'How well are you supported?', type: 'rating', options: [], required: true },
  { id: 2, text: 'What should change?', type: 'text', options: [], required: false },
  {
    id: 3,
    text: 'Preferred work pattern',
    type: 'single',
    options: ['Office', 'Hybrid', 'Remote'],
    required: true,
  },
  {
    id: 4,
    text: 'Useful benefits',
    type: 'multiple',
    options: ['Health', 'Transport', 'Lunch'],
    required: false,
  },
];
const good = [
  { question_id: 1, value: 4 },
  { question_id: 2, value: '  More training  ' },
  { question_id: 3, value: 'Hybrid' },
  { question_id: 4, value: ['Lunch', 'Health'] },
];
const errorsOf = (answers: { question_id: unknown; value: unknown }[]) =>
  checkSurveyAnswers(questions, answers).errors;

describe('survey answer validation', () => {
  it('keeps good answers, trimming text and ordering choices as the question does', () => {
    const r = checkSurveyAnswers(questions, good);
    expect(r.errors).toEqual([]);
    expect(r.answers).toEqual([
      { question_id: 1, value: 4 },
      { question_id: 2, value: 'More training' },
      { question_id: 3, value: 'Hybrid' },
      { question_id: 4, value: ['Health', 'Lunch'] },
    ]);
  });

  it('a rating is a whole number from 1 to 5', () => {
    for (const value of [0, 6, 3.5, '4', null, [4]])
      expect(
        errorsOf([
          { question_id: 1, value },
          { question_id: 3, value: 'Office' },
        ]),
      ).toEqual([{ field: 'answers.1', message: value === null ? M.answerRequired : M.ratingInvalid }]);
    for (const value of [1, 5])
      expect(
        errorsOf([
          { question_id: 1, value },
          { question_id: 3, value: 'Office' },
        ]),
      ).toEqual([]);
  });

  it('a text is text of at most 2000 characters; blank optional text is dropped', () => {
    const base = [
      { question_id: 1, value: 3 },
      { question_id: 3, value: 'Office' },
    ];
    expect(errorsOf([...base, { question_id: 2, value: 12 }])).toEqual([
      { field: 'answers.2', message: M.textInvalid },
    ]);
    expect(errorsOf([...base, { question_id: 2, value: 'x'.repeat(2001) }])).toEqual([
      { field: 'answers.2', message: M.textInvalid },
    ]);
    expect(checkSurveyAnswers(questions, [...base, { question_id: 2, value: '  ' }]).answers).toHaveLength(2);
  });

  it('a single choice is one option text', () => {
    const base = { question_id: 1, value: 3 };
    for (const value of ['Beach', ['Office'], 2, 'office'])
      expect(errorsOf([base, { question_id: 3, value }])).toEqual([
        { field: 'answers.3', message: M.singleInvalid },
      ]);
  });

  it('a multiple choice is a list of distinct option texts', () => {
    const base = [
      { question_id: 1, value: 3 },
      { question_id: 3, value: 'Office' },
    ];
    for (const value of ['Health', ['Health', 'Health'], ['Gym'], [1]])
      expect(errorsOf([...base, { question_id: 4, value }])).toEqual([
        { field: 'answers.4', message: M.multipleInvalid },
      ]);
  });

  it('required questions must be answered; unknown and repeated questions are refused', () => {
    expect(errorsOf([])).toEqual([
      { field: 'answers.1', message: M.answerRequired },
      { field: 'answers.3', message: M.answerRequired },
    ]);
    expect(errorsOf([...good, { question_id: 9, value: 'x' }])).toEqual([
      { field: 'answers.4.question_id', message: M.questionUnknown },
    ]);
    expect(errorsOf([...good, { question_id: 3, value: 'Office' }])).toEqual([
      { field: 'answers.3', message: M.questionRepeated },
    ]);
  });
});

describe('the anonymity threshold', () => {
  const response = (rating: number, text?: string) => ({
    answers: [
      { question_id: 1, value: rating },
      ...(text ? [{ question_id: 2, value: text }] : []),
      { question_id: 3, value: 'Remote' },
      { question_id: 4, value: ['Health'] },
    ],
  });

  it('fewer than 3 answers is held back', () => {
    expect(heldBack(2)).toBe(true);
    expect(heldBack(3)).toBe(false);
    const t = tallySurvey(questions, [response(5, 'a'), response(1, 'b')]);
    expect(t.held_back).toBe(true);
    for (const q of t.questions)
      expect(q).toMatchObject({ held_back: true, options: [], ratings: [], average: null, texts: [] });
    expect(t.questions[0]?.answered_count).toBe(2);
  });

  it('from 3 answers the totals show; a question answered by fewer than 3 stays held back', () => {
    const t = tallySurvey(questions, [
      response(5, 'Flexible hours'),
      response(4, 'Better chairs'),
      response(4),
    ]);
    expect(t.held_back).toBe(false);
    const [rating, text, single, multiple] = t.questions;
    expect(rating?.ratings.map((r) => r.count)).toEqual([0, 0, 0, 2, 1]);
    expect(rating?.average).toBe(4.33);
    expect(text).toMatchObject({ answered_count: 2, held_back: true, texts: [] });
    expect(single?.options).toEqual([
      { option: 'Office', count: 0 },
      { option: 'Hybrid', count: 0 },
      { option: 'Remote', count: 3 },
    ]);
    expect(multiple?.options[0]).toEqual({ option: 'Health', count: 3 });
  });
});
