import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { Button, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type Survey } from '@clockroom/contracts';
import { ExportMenu } from '../../../../platform/reports/export-menu.tsx';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { SurveyResultsView } from '../components/survey-results.tsx';
import { SurveyStatusTag } from '../components/survey-status.tsx';
import { surveyBody } from '../components/survey-body.ts';
import { surveyScreens } from '../surveys.routes.tsx';
import {
  exportSurveyResults,
  refreshSurveys,
  surveyQuery,
  surveyResultsQuery,
  updateSurveyMutation,
} from '../api.ts';
import '../i18n.ts';

const { paths } = surveyScreens;

function Results({ survey }: { survey: Survey }) {
  const results = useQuery(surveyResultsQuery(survey.id));
  if (results.isPending) return <PageLoading />;
  if (results.isError) return <PageError error={results.error} onRetry={() => void results.refetch()} />;
  return <SurveyResultsView results={results.data} />;
}

function Details({ survey }: { survey: Survey }) {
  const { t } = useTranslation();
  const canEdit = hasPermission(useCurrentUser(), 'edit feedback');
  const move = useRefreshingWrite(updateSurveyMutation(), refreshSurveys);
  const audience =
    'department_ids' in survey.audience
      ? t('survey.audience_departments')
      : 'employee_ids' in survey.audience
        ? t('survey.audience_employees')
        : t('survey.audience_everyone');
  return (
    <>
      <Panel
        className="cr-survey-block"
        testId="survey-details"
        extra={
          <Space wrap>
            {canEdit && survey.status === 'draft' ? (
              <Button
                type="primary"
                loading={move.isPending}
                onClick={() => move.mutate(surveyBody(survey, { status: 'published' }))}
                data-testid="survey-publish"
              >
                {t('survey.publish')}
              </Button>
            ) : null}
            {canEdit && survey.status === 'published' ? (
              <Button
                loading={move.isPending}
                onClick={() => move.mutate(surveyBody(survey, { status: 'closed' }))}
                data-testid="survey-close"
              >
                {t('survey.close')}
              </Button>
            ) : null}
            {canEdit ? (
              <Link {...paths.edit(survey.id)} data-testid="survey-edit">
                {t('survey.edit')}
              </Link>
            ) : null}
            <ExportMenu request={(format) => exportSurveyResults(format, survey.id)} testId="survey-export" />
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t('survey.status')}>
            <SurveyStatusTag status={survey.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('survey.anonymous')}>
            {t(survey.anonymous ? 'survey.yes' : 'survey.no')}
          </Descriptions.Item>
          <Descriptions.Item label={t('survey.startsOn')}>
            <DateText value={survey.starts_on} />
          </Descriptions.Item>
          <Descriptions.Item label={t('survey.endsOn')}>
            <DateText value={survey.ends_on} />
          </Descriptions.Item>
          <Descriptions.Item label={t('survey.audience')}>{audience}</Descriptions.Item>
          <Descriptions.Item label={t('survey.questions')}>{survey.questions.length}</Descriptions.Item>
        </Descriptions>
        {survey.description ? <p className="cr-survey-hint">{survey.description}</p> : null}
      </Panel>
      <Results survey={survey} />
    </>
  );
}

/** …/feedback/view/$id: the survey, publishing and closing it, its results with charts and their export. */
export default function SurveyViewPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={surveyQuery(id)} title={t('survey.viewTitle')} subtitle={(s) => s.title}>
      {(s) => <Details survey={s} />}
    </RecordPage>
  );
}
