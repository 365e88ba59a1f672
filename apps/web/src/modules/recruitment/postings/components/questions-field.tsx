import { Button, Checkbox, Form, Input } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { POSTING_MESSAGES as M } from '@clockroom/contracts';
import { requiredRule } from '../../../../platform/ui/form-rules.ts';
import '../i18n.ts';

export interface QuestionValue {
  text: string;
  required: boolean;
}

/**
 * The screening questions ([{ text, required }], at most 30): added, removed and reordered with
 * buttons (no dragging), each button named for a screen reader.
 */
export function QuestionsField({ testId, hint }: { testId: string; hint: string }) {
  const { t } = useTranslation();
  return (
    <Form.List name="questions">
      {(fields, { add, remove, move }) => (
        <fieldset className="cr-recruit-questions" data-testid={`${testId}-questions`}>
          <legend>{t('posting.questions')}</legend>
          <p className="cr-muted cr-small">{hint}</p>
          {fields.length === 0 ? <p className="cr-muted">{t('posting.noQuestions')}</p> : null}
          {fields.map((field, index) => {
            const n = index + 1;
            return (
              <div
                key={field.key}
                className="cr-recruit-question"
                data-testid={`${testId}-question-${index}`}
              >
                <Form.Item
                  name={[field.name, 'text']}
                  label={t('posting.question', { n })}
                  rules={[requiredRule(M.questionTextRequired, t)]}
                  style={{ marginBottom: 4 }}
                >
                  <Input maxLength={500} data-testid={`${testId}-question-text-${index}`} />
                </Form.Item>
                <div className="cr-recruit-question-tools">
                  <Form.Item name={[field.name, 'required']} valuePropName="checked" noStyle>
                    <Checkbox data-testid={`${testId}-question-required-${index}`}>
                      {t('posting.questionRequired')}
                    </Checkbox>
                  </Form.Item>
                  <Button
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t('posting.moveUp', { n })}
                    title={t('posting.moveUp', { n })}
                    data-testid={`${testId}-question-up-${index}`}
                  />
                  <Button
                    icon={<ArrowDownOutlined />}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('posting.moveDown', { n })}
                    title={t('posting.moveDown', { n })}
                    data-testid={`${testId}-question-down-${index}`}
                  />
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                    aria-label={t('posting.removeQuestion', { n })}
                    title={t('posting.removeQuestion', { n })}
                    data-testid={`${testId}-question-remove-${index}`}
                  />
                </div>
              </div>
            );
          })}
          <Button
            icon={<PlusOutlined />}
            disabled={fields.length >= 30}
            onClick={() => add({ text: '', required: false })}
            data-testid={`${testId}-add-question`}
            style={{ marginTop: 8 }}
          >
            {t('posting.addQuestion')}
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}
