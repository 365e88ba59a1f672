import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { essSurveyScreens } from '../surveys.routes.tsx';
import { assignedToMeQuery } from '../api.ts';
import '../i18n.ts';

const { paths } = essSurveyScreens;

/** /ess/performance/feedback/view-all: the open surveys assigned to me that I have not answered. */
export default function MySurveysPage() {
  const { t } = useTranslation();
  const assigned = useQuery(assignedToMeQuery());
  return (
    <>
      <PageHeader
        title={t('survey.myTitle')}
        subtitle={t('survey.mySubtitle')}
        extra={<Link {...paths.log}>{t('survey.seeMyAnswers')}</Link>}
      />
      {assigned.isPending ? (
        <PageLoading />
      ) : assigned.isError ? (
        <PageError error={assigned.error} onRetry={() => void assigned.refetch()} />
      ) : assigned.data.results.length === 0 ? (
        <EmptyState message={t('survey.myEmpty')} />
      ) : (
        <div className="cr-survey-cards" data-testid="my-surveys">
          {assigned.data.results.map((s) => (
            <Panel key={s.id} title={s.title} testId={`my-survey-${s.id}`}>
              {s.description ? <p>{s.description}</p> : null}
              <p className="cr-survey-hint">
                {t('survey.closesOn')} <DateText value={s.ends_on} /> ·{' '}
                {t('survey.questionsCount', { count: s.questions.length })}
                {s.anonymous ? ` · ${t('survey.anonymousBadge')}` : ''}
              </p>
              <Link
                to={paths.create.to}
                search={{ survey: s.id }}
                className="ant-btn ant-btn-primary"
                data-testid={`my-survey-answer-${s.id}`}
              >
                {t('survey.answer')}
              </Link>
            </Panel>
          ))}
        </div>
      )}
    </>
  );
}
