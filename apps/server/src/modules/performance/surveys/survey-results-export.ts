import { SURVEY_RESULTS_REPORT, SURVEY_REPORT_WORDS, wordOf, type Language } from '@clockroom/contracts';
import type { ReportSource } from '../../../platform/exports/report-export.ts';
import type { ActingContext } from '../../../platform/http/context.ts';
import { surveyResults } from './survey-answers.service.ts';

/**
 * A survey's results as a file (CSV, XLSX, PDF; ADR 34, 60): one row per option, rating or text
 * answer with its count, then, for a survey that is not anonymous, who answered what. An anonymous
 * survey's file never names anyone; a result held back (fewer than 3 answers) says so and no more.
 */
export interface SurveyResultsFilter {
  id: number;
  language: Language;
}

type Row = Record<string, unknown>;

async function fileRows(ctx: ActingContext, filter: SurveyResultsFilter): Promise<Row[]> {
  const results = await surveyResults(ctx, filter.id);
  const word = (w: string) => wordOf(SURVEY_REPORT_WORDS, w, filter.language);
  const rows: Row[] = [];
  for (const q of results.questions) {
    const line = (answer: string, count: number | null): Row => ({
      question: q.text,
      answer,
      count,
      employee_name: null,
    });
    if (q.held_back) rows.push(line(word('held_back'), q.answered_count));
    else if (q.type === 'rating') {
      for (const r of q.ratings) rows.push(line(`${r.rating}/5`, r.count));
      if (q.average !== null) rows.push(line(`${word('average')}: ${q.average}`, q.answered_count));
    } else if (q.type === 'text') for (const t of q.texts) rows.push(line(t, 1));
    else for (const o of q.options) rows.push(line(o.option, o.count));
  }
  if (results.anonymous || results.respondents === null) return rows;
  const texts = new Map(results.questions.map((q) => [q.question_id, q.text]));
  for (const r of results.respondents)
    for (const a of r.answers)
      rows.push({
        question: texts.get(a.question_id) ?? '',
        answer: Array.isArray(a.value) ? a.value.join(', ') : String(a.value),
        count: null,
        employee_name: r.employee_name,
      });
  return rows;
}

export const surveyResultsFile: ReportSource<SurveyResultsFilter> = {
  report: SURVEY_RESULTS_REPORT,
  async prepare(ctx, filter) {
    const all = await fileRows(ctx, filter);
    return {
      total: all.length,
      rows: async (_c, page) => all.slice(page.offset, page.offset + page.limit),
    };
  },
};
