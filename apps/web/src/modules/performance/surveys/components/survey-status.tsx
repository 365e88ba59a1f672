import { Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SurveyStatus } from '@clockroom/contracts';
import { DateText } from '../../../../platform/ui/date-text.tsx';

const COLORS: Record<SurveyStatus, string> = { draft: 'default', published: 'green', closed: 'blue' };

export function SurveyStatusTag({ status }: { status: SurveyStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid={`survey-status-tag-${status}`}>
      {t(`survey.status_${status}`)}
    </Tag>
  );
}

// The status and closing-date columns the survey tables (list, status settings, feedback report) show
// alike, so their headings and cells stay one.

/** The status tag; `from` hides it below a breakpoint where the table has no room. */
export const surveyStatusColumn = <R extends { status: SurveyStatus }>(
  t: TFunction,
  from?: 'sm',
): TableColumnsType<R>[number] => ({
  title: t('survey.status'),
  dataIndex: 'status',
  ...(from ? { responsive: [from] } : {}),
  render: (s: SurveyStatus) => <SurveyStatusTag status={s} />,
});

export const surveyEndsOnColumn = <R extends { ends_on: string }>(
  t: TFunction,
): TableColumnsType<R>[number] => ({
  title: t('survey.endsOn'),
  dataIndex: 'ends_on',
  responsive: ['md'],
  render: (v: string) => <DateText value={v} />,
});
