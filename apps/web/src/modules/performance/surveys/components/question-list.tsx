import { Button, Checkbox, Form, Input, Select } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QUESTION_TYPES, SURVEY_MESSAGES as M } from '@clockroom/contracts';
import { requiredRule } from '../../../../platform/ui/form-rules.ts';
import type { SurveyFormValues } from './survey-builder.tsx';

/** The builder's questions: each edited in place, moved up or down, removed; one added at the end. */
export function QuestionList({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<SurveyFormValues>();
  const questions = Form.useWatch('questions', form) ?? [];
  return (
    <fieldset className="cr-survey-questions" aria-label={t('survey.questions')}>
      <legend>{t('survey.questions')}</legend>
      {locked ? <p className="cr-survey-hint">{t('survey.lockedHint')}</p> : null}
      <Form.List name="questions">
        {(fields, { add, remove, move }) => (
          <>
            {fields.map((field, i) => {
              const type = questions[i]?.type;
              return (
                <div key={field.key} className="cr-survey-question" data-testid={`survey-question-${i}`}>
                  <div className="cr-survey-question-head">
                    <strong>{t('survey.questionNumber', { n: i + 1 })}</strong>
                    <span className="cr-survey-question-tools">
                      <Button
                        size="small"
                        icon={<ArrowUpOutlined />}
                        disabled={locked || i === 0}
                        onClick={() => move(i, i - 1)}
                        aria-label={t('survey.moveUp', { n: i + 1 })}
                        data-testid={`survey-question-up-${i}`}
                      />
                      <Button
                        size="small"
                        icon={<ArrowDownOutlined />}
                        disabled={locked || i === fields.length - 1}
                        onClick={() => move(i, i + 1)}
                        aria-label={t('survey.moveDown', { n: i + 1 })}
                        data-testid={`survey-question-down-${i}`}
                      />
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        disabled={locked || fields.length === 1}
                        onClick={() => remove(i)}
                        aria-label={t('survey.removeQuestion', { n: i + 1 })}
                        data-testid={`survey-question-remove-${i}`}
                      />
                    </span>
                  </div>
                  <Form.Item
                    name={[field.name, 'text']}
                    label={t('survey.questionText')}
                    rules={[requiredRule(M.questionTextRequired, t)]}
                  >
                    <Input maxLength={300} disabled={locked} data-testid={`survey-question-text-${i}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'type']} label={t('survey.questionType')}>
                    <Select
                      disabled={locked}
                      data-testid={`survey-question-type-${i}`}
                      options={QUESTION_TYPES.map((q) => ({ value: q, label: t(`survey.type_${q}`) }))}
                    />
                  </Form.Item>
                  {type === 'single' || type === 'multiple' ? (
                    <Form.Item
                      name={[field.name, 'options']}
                      label={t('survey.options')}
                      extra={t('survey.optionsHint')}
                      rules={[{ required: true, type: 'array', min: 2, message: t(M.optionsRequired) }]}
                    >
                      <Select
                        mode="tags"
                        open={false}
                        disabled={locked}
                        tokenSeparators={[',']}
                        data-testid={`survey-question-options-${i}`}
                      />
                    </Form.Item>
                  ) : null}
                  <Form.Item name={[field.name, 'required']} valuePropName="checked">
                    <Checkbox disabled={locked} data-testid={`survey-question-required-${i}`}>
                      {t('survey.required')}
                    </Checkbox>
                  </Form.Item>
                </div>
              );
            })}
            {!locked ? (
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ text: '', type: 'text', options: [], required: true })}
                data-testid="survey-add-question"
              >
                {t('survey.addQuestion')}
              </Button>
            ) : null}
          </>
        )}
      </Form.List>
    </fieldset>
  );
}
