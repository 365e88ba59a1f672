import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuestionResult, SurveyResults } from '@clockroom/contracts';
import { BarChart } from '../../../../platform/ui/charts/bar-chart.tsx';
import { DonutChart } from '../../../../platform/ui/charts/donut-chart.tsx';
import { DateTimeText } from '../../../../platform/ui/date-time-text.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { StatTile } from '../../../../platform/ui/dashboard/stat-tile.tsx';
import { answerText } from './answer-text.ts';

/** One question's totals: choices as a ring or bars, ratings as their distribution, texts as a list. */
function QuestionPanel({ q, index }: { q: QuestionResult; index: number }) {
  const { t } = useTranslation();
  const title = `${index + 1}. ${q.text}`;
  const testId = `survey-result-${q.question_id}`;
  let body;
  if (q.held_back)
    body = <p className="cr-survey-hint">{t('survey.heldBackQuestion', { count: q.answered_count })}</p>;
  else if (q.type === 'single')
    body = (
      <DonutChart
        title={title}
        data={q.options.map((o) => ({ label: o.option, value: o.count }))}
        testId={`${testId}-chart`}
      />
    );
  else if (q.type === 'multiple')
    body = (
      <BarChart
        title={title}
        data={q.options.map((o) => ({ label: o.option, value: o.count }))}
        testId={`${testId}-chart`}
      />
    );
  else if (q.type === 'rating')
    body = (
      <>
        <p className="cr-survey-average">{t('survey.average', { value: q.average ?? 0 })}</p>
        <BarChart
          title={title}
          data={q.ratings.map((r) => ({
            label: t('survey.ratingLabel', { rating: r.rating }),
            value: r.count,
          }))}
          testId={`${testId}-chart`}
        />
      </>
    );
  else
    body = q.texts.length ? (
      <ul className="cr-survey-texts" data-testid={`${testId}-texts`}>
        {q.texts.map((text, i) => (
          <li key={i}>{text}</li>
        ))}
      </ul>
    ) : (
      <p className="cr-survey-hint">{t('survey.noText')}</p>
    );
  return (
    <Panel title={title} extra={t('survey.answeredCount', { count: q.answered_count })} testId={testId}>
      {body}
    </Panel>
  );
}

/** The results of a survey (issue 23): totals per question and, unless anonymous, who answered what. */
export function SurveyResultsView({ results }: { results: SurveyResults }) {
  const { t } = useTranslation();
  const texts = new Map(results.questions.map((q) => [q.question_id, q.text]));
  return (
    <div className="cr-survey-results" data-testid="survey-results">
      <div className="cr-survey-tiles">
        <StatTile label={t('survey.responses')} value={results.responses_count} testId="survey-responses" />
        <StatTile label={t('survey.audienceCount')} value={results.audience_count} tone="grey" />
      </div>
      {results.anonymous ? (
        <Alert
          type="info"
          showIcon
          className="cr-mb"
          title={t('survey.anonymousResults')}
          data-testid="survey-anonymous-note"
        />
      ) : null}
      {results.held_back ? (
        <Alert
          type="warning"
          showIcon
          className="cr-mb"
          title={t('survey.heldBack', { count: results.threshold })}
          data-testid="survey-held-back"
        />
      ) : null}
      {results.questions.map((q, i) => (
        <QuestionPanel key={q.question_id} q={q} index={i} />
      ))}
      {results.respondents && results.respondents.length ? (
        <Panel title={t('survey.whoAnswered')} testId="survey-respondents">
          <Table
            size="small"
            rowKey="employee_id"
            pagination={false}
            scroll={{ x: true }}
            dataSource={results.respondents}
            columns={[
              { title: t('survey.employee'), dataIndex: 'employee_name' },
              {
                title: t('survey.submittedAt'),
                dataIndex: 'submitted_at',
                render: (v: string) => <DateTimeText value={v} empty="" />,
                responsive: ['md'],
              },
              {
                title: t('survey.answers'),
                key: 'answers',
                render: (_v, r) => (
                  <ul className="cr-survey-answer-list">
                    {r.answers.map((a) => (
                      <li key={a.question_id}>
                        <span className="cr-survey-q">{texts.get(a.question_id)}</span> {answerText(a.value)}
                      </li>
                    ))}
                  </ul>
                ),
              },
            ]}
          />
        </Panel>
      ) : null}
    </div>
  );
}
