import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../../../platform/ui/date-time-text.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { answerText } from '../components/answer-text.ts';
import { appliedToMeQuery } from '../api.ts';
import '../i18n.ts';

/** /ess/performance/feedback/view-feedback-log: the surveys I answered and what I answered. */
export default function MyAnswersPage() {
  const { t } = useTranslation();
  const mine = useQuery(appliedToMeQuery());
  return (
    <>
      <PageHeader back title={t('survey.myAnswersTitle')} subtitle={t('survey.myAnswersSubtitle')} />
      {mine.isPending ? (
        <PageLoading />
      ) : mine.isError ? (
        <PageError error={mine.error} onRetry={() => void mine.refetch()} />
      ) : mine.data.results.length === 0 ? (
        <EmptyState message={t('survey.myAnswersEmpty')} />
      ) : (
        <div className="cr-survey-cards" data-testid="my-answers">
          {mine.data.results.map((m) => {
            const texts = new Map(m.survey.questions.map((q) => [q.id, q.text]));
            return (
              <Panel key={m.survey.id} title={m.survey.title} testId={`my-answer-${m.survey.id}`}>
                <p className="cr-survey-hint">
                  {t('survey.answeredOn')} <DateTimeText value={m.submitted_at} empty="" />
                </p>
                <dl className="cr-survey-answers">
                  {m.answers.map((a) => (
                    <div key={a.question_id}>
                      <dt>{texts.get(a.question_id)}</dt>
                      <dd>{answerText(a.value)}</dd>
                    </div>
                  ))}
                </dl>
              </Panel>
            );
          })}
        </div>
      )}
    </>
  );
}
