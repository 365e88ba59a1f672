import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Checkbox, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SURVEY_MESSAGES as M,
  type AnswerValue,
  type Survey,
  type SurveyQuestion,
} from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { FormActions } from '../../../../platform/ui/form-actions.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { essSurveyScreens } from '../surveys.routes.tsx';
import { answerSurveyMutation, assignedToMeQuery, refreshSurveys } from '../api.ts';
import '../i18n.ts';

const { paths } = essSurveyScreens;
const field = (q: SurveyQuestion) => `q${q.id}`;
const RULE_TYPE = { rating: 'number', text: 'string', single: 'string', multiple: 'array' } as const;

interface ControlProps {
  q: SurveyQuestion;
  /** Given by the Form.Item around it. */
  value?: AnswerValue;
  onChange?: (value: AnswerValue) => void;
}

/** The control for one question, bound to its Form.Item through value and onChange. */
function AnswerControl({ q, value, onChange }: ControlProps) {
  const { t } = useTranslation();
  const testId = `answer-${q.id}`;
  if (q.type === 'rating')
    return (
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={value}
        onChange={(e) => onChange?.(Number(e.target.value))}
        data-testid={testId}
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <Radio
            key={n}
            value={n}
            aria-label={t('survey.ratingLabel', { rating: n })}
            data-testid={`${testId}-${n}`}
          >
            {n}
          </Radio>
        ))}
      </Radio.Group>
    );
  if (q.type === 'single')
    return (
      <Radio.Group
        className="cr-survey-choices"
        value={value}
        onChange={(e) => onChange?.(String(e.target.value))}
        data-testid={testId}
      >
        {q.options.map((o) => (
          <Radio key={o} value={o}>
            {o}
          </Radio>
        ))}
      </Radio.Group>
    );
  if (q.type === 'multiple')
    return (
      <Checkbox.Group
        className="cr-survey-choices"
        options={q.options}
        value={Array.isArray(value) ? value : []}
        onChange={(v) => onChange?.(v.map(String))}
        data-testid={testId}
      />
    );
  return (
    <Input.TextArea
      rows={3}
      maxLength={2000}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange?.(e.target.value)}
      data-testid={testId}
    />
  );
}

function AnswerForm({ survey }: { survey: Survey }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, AnswerValue | undefined>>();
  const save = useFormSave(form, {
    ...answerSurveyMutation(),
    refresh: refreshSurveys,
    then: paths.log,
    fieldErrors: {
      fields: survey.questions.map(field),
      nested: (f) => {
        const m = /^answers\.(\d+)$/.exec(f);
        return m ? [`q${m[1]}`] : null;
      },
    },
  });
  return (
    <Panel title={survey.title} testId="answer-survey">
      {survey.description ? <p>{survey.description}</p> : null}
      {survey.anonymous ? <p className="cr-survey-hint">{t('survey.anonymousAnswerHint')}</p> : null}
      <AppForm
        name="answer-survey"
        form={form}
        onFinish={(v) =>
          save.mutate({
            survey_id: survey.id,
            answers: survey.questions.flatMap((q) => {
              const value = v[field(q)];
              return value === undefined || value === null ? [] : [{ question_id: q.id, value }];
            }),
          })
        }
      >
        {survey.questions.map((q, i) => (
          <Form.Item
            key={q.id}
            name={field(q)}
            label={`${i + 1}. ${q.text}${q.required ? '' : ` (${t('survey.optional')})`}`}
            rules={
              q.required ? [{ required: true, type: RULE_TYPE[q.type], message: t(M.answerRequired) }] : []
            }
          >
            <AnswerControl q={q} />
          </Form.Item>
        ))}
        <FormActions
          saving={save.isPending}
          cancel={paths.viewAll}
          saveLabel={t('survey.submit')}
          testId="answer-submit"
        />
      </AppForm>
    </Panel>
  );
}

/** /ess/performance/feedback/create?survey=<id> (ADR 60): answering a survey assigned to me. */
export default function AnswerSurveyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { survey?: unknown };
  const assigned = useQuery(assignedToMeQuery());
  const id = Number(search.survey);
  const survey = assigned.data?.results.find((s) => s.id === id);
  return (
    <>
      <PageHeader back title={t('survey.answerTitle')} subtitle={t('survey.answerSubtitle')} />
      {assigned.isPending ? (
        <PageLoading />
      ) : !assigned.data?.results.length ? (
        <EmptyState message={t('survey.myEmpty')} />
      ) : (
        <>
          <Panel className="cr-survey-block">
            <Select
              className="cr-survey-pick"
              placeholder={t('survey.chooseSurvey')}
              aria-label={t('survey.chooseSurvey')}
              value={survey?.id}
              onChange={(v: number) => void navigate({ to: paths.create.to, search: { survey: v } })}
              options={assigned.data.results.map((s) => ({ value: s.id, label: s.title }))}
              data-testid="answer-pick"
            />
          </Panel>
          {survey ? <AnswerForm key={survey.id} survey={survey} /> : null}
        </>
      )}
    </>
  );
}
