import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { AppraisalStatus } from '@clockroom/contracts';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { scoreText } from './appraisal-summary.tsx';
import { AppraisalStatusTag } from './status-tag.tsx';

// The columns the appraisal lists (appraise, mine, groups, approvals) show alike, so their headings,
// breakpoints and cells stay one.

export const dueDateColumn = <R extends { due_date: string }>(t: TFunction): TableColumnsType<R>[number] => ({
  title: t('appraisalCycle.dueDate'),
  dataIndex: 'due_date',
  responsive: ['md'],
  render: (v: string) => <DateText value={v} />,
});

export const statusColumn = <R extends { status: AppraisalStatus }>(
  t: TFunction,
): TableColumnsType<R>[number] => ({
  title: t('appraisalCycle.status'),
  dataIndex: 'status',
  render: (s: AppraisalStatus) => <AppraisalStatusTag status={s} />,
});

/** The final score with its grade once given; its breakpoint is the list's. */
export const finalScoreColumn = <R extends { final_score: string | null; final_grade: string | null }>(
  t: TFunction,
  from: 'sm' | 'md' | 'lg',
): TableColumnsType<R>[number] => ({
  title: t('appraisalCycle.finalScore'),
  key: 'final',
  responsive: [from],
  render: (_v, row) =>
    row.final_grade ? `${scoreText(row.final_score)} · ${row.final_grade}` : scoreText(row.final_score),
});
