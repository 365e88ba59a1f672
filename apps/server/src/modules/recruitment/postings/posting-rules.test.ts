import { describe, expect, it } from 'vitest';
import { jobPostingInputSchema } from '@clockroom/contracts';
import { addDays, closingDateOnPublish, isOpen, postingState } from './posting-rules.ts';

describe('a job posting’s state by its closing date', () => {
  const today = '2026-11-29';

  it('is a draft whatever its closing date', () => {
    expect(postingState('draft', null, today)).toBe('draft');
    expect(postingState('draft', '2026-01-01', today)).toBe('draft');
  });

  it('is published until its closing day ends, closed the day after', () => {
    expect(postingState('published', null, today)).toBe('published');
    expect(postingState('published', '2026-12-31', today)).toBe('published');
    expect(postingState('published', today, today)).toBe('published');
    expect(postingState('published', '2026-11-28', today)).toBe('closed');
  });

  it('is open to applications only while published and not closed', () => {
    expect(isOpen('published', today, today)).toBe(true);
    expect(isOpen('published', '2026-11-28', today)).toBe(false);
    expect(isOpen('draft', null, today)).toBe(false);
  });
});

describe('the closing date a posting is published with', () => {
  const today = '2026-11-29';

  it('keeps its own date, refusing one already past', () => {
    expect(closingDateOnPublish('2026-12-15', 30, today)).toEqual({ closingDate: '2026-12-15' });
    expect(closingDateOnPublish(today, null, today)).toEqual({ closingDate: today });
    expect(closingDateOnPublish('2026-11-28', null, today)).toEqual({ refused: 'closing-date-passed' });
  });

  it('takes the default setting’s closing days when it has none, else stays open-ended', () => {
    expect(closingDateOnPublish(null, 30, today)).toEqual({ closingDate: '2026-12-29' });
    expect(closingDateOnPublish(null, null, today)).toEqual({ closingDate: null });
  });

  it('adds days across months and a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('a job posting’s input', () => {
  const base = { title: 'Accountant', description: 'Keeps the books', employment_type: 'full_time' };
  const errors = (body: object) =>
    (jobPostingInputSchema.safeParse(body).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  it('accepts the issue’s shape with its questions', () => {
    const v = jobPostingInputSchema.parse({
      ...base,
      salary_visible: true,
      salary_min: 250000,
      salary_max: 400000.5,
      closing_date: '2026-12-31',
      job_board_ids: [1, '2'],
      questions: [{ text: 'Years of experience?', required: true }, { text: 'Notice period?' }],
    });
    expect(v.job_board_ids).toEqual([1, 2]);
    expect(v.questions?.[1]).toEqual({ text: 'Notice period?', required: false });
  });

  it('says which field is wrong in the spec’s words', () => {
    expect(errors({ ...base, salary_min: 500000, salary_max: 100000 })).toEqual([
      ['salary_max', 'The minimum salary cannot be more than the maximum salary'],
    ]);
    expect(errors({ ...base, salary_visible: true })).toEqual([
      ['salary_min', 'Please enter the salary range to show it'],
    ]);
    expect(errors({ ...base, closing_date: '2026-02-30' })).toEqual([
      ['closing_date', 'Please enter a valid closing date'],
    ]);
    expect(errors({ ...base, employment_type: 'freelance' })).toEqual([
      ['employment_type', 'Please select full time, part time, contract or internship'],
    ]);
    expect(errors({ ...base, questions: [{ text: ' ' }] })).toEqual([
      ['questions.0.text', 'Please enter the question'],
    ]);
  });
});
