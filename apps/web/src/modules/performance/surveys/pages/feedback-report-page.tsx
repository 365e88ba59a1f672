import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Survey } from '@clockroom/contracts';
import { BarChart } from '../../../../platform/ui/charts/bar-chart.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { surveyEndsOnColumn, surveyStatusColumn } from '../components/survey-status.tsx';
import { surveyScreens } from '../surveys.routes.tsx';
import { allSurveysQuery } from '../api.ts';
import '../i18n.ts';

const { paths } = surveyScreens;
const rate = (answers: number, audience: number) => (audience ? Math.round((answers / audience) * 100) : 0);

/** /admin/performance/report/feedback-report: each survey's answers against its audience (ADR 60). */
export default function FeedbackReportPage() {
  const { t } = useTranslation();
  const surveys = useQuery(allSurveysQuery());
  const rows = (surveys.data?.results ?? []).filter((s) => s.status !== 'draft');
  return (
    <>
      <PageHeader title={t('survey.reportTitle')} subtitle={t('survey.reportSubtitle')} />
      {surveys.isPending ? (
        <PageLoading />
      ) : surveys.isError ? (
        <PageError error={surveys.error} onRetry={() => void surveys.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState message={t('survey.reportEmpty')} />
      ) : (
        <>
          <Panel className="cr-survey-block" title={t('survey.responseRate')} testId="feedback-report-chart">
            <BarChart
              title={t('survey.responseRate')}
              data={rows.map((s) => ({ label: s.title, value: rate(s.answers_count, s.audience_count) }))}
            />
          </Panel>
          <Panel testId="feedback-report-table">
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ x: true }}
              dataSource={rows}
              columns={[
                {
                  title: t('survey.survey'),
                  dataIndex: 'title',
                  render: (v: string, s) => <Link {...paths.view(s.id)}>{v}</Link>,
                },
                surveyStatusColumn<Survey>(t, 'sm'),
                surveyEndsOnColumn<Survey>(t),
                {
                  title: t('survey.responses'),
                  key: 'n',
                  render: (_v, s) =>
                    t('survey.answersOf', { count: s.answers_count, total: s.audience_count }),
                },
                {
                  title: t('survey.rate'),
                  key: 'rate',
                  render: (_v, s) => `${rate(s.answers_count, s.audience_count)} %`,
                },
              ]}
            />
          </Panel>
        </>
      )}
    </>
  );
}
