import { Link } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FeedbackLogEntry } from '@clockroom/contracts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { DateTimeText } from '../../../../platform/ui/date-time-text.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { searchMiss } from '../../../../platform/ui/resource-list/search-miss.tsx';
import { surveyScreens } from '../surveys.routes.tsx';
import { feedbackLogQuery } from '../api.ts';
import '../i18n.ts';

const { paths } = surveyScreens;

/** …/feedback/view-feedback-log: who answered which survey when; anonymous surveys are never listed. */
export default function FeedbackLogPage() {
  const { t } = useTranslation();
  const columns: TableColumnsType<FeedbackLogEntry> = [
    { title: t('survey.employee'), dataIndex: 'employee_name' },
    {
      title: t('survey.survey'),
      dataIndex: 'survey_title',
      render: (title: string, row) => <Link {...paths.view(row.survey_id)}>{title}</Link>,
    },
    {
      title: t('survey.submittedAt'),
      dataIndex: 'submitted_at',
      responsive: ['sm'],
      render: (v: string) => <DateTimeText value={v} empty="" />,
    },
  ];
  return (
    <>
      <PageHeader title={t('survey.logTitle')} subtitle={t('survey.logSubtitle')} />
      <DataTable
        testId="feedback-log-table"
        query={feedbackLogQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('survey.logSearch')}
        empty={<EmptyState message={t('survey.logEmpty')} />}
        emptyNarrowed={searchMiss('survey', 'feedback-log-clear')}
      />
    </>
  );
}
