import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Rate } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RECOMMENDATIONS, type InterviewScorecard, type Recommendation } from '@clockroom/contracts';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { showFieldErrors } from '../../../../platform/ui/server-field-errors.ts';
import { refreshCandidates, scorecardMutation } from '../api.ts';

interface Values {
  ratings: { criterion: string; rating: number }[];
  recommendation: Recommendation;
  note?: string;
}

const DEFAULT_CRITERIA = ['ri.c.skills', 'ri.c.experience', 'ri.c.communication', 'ri.c.fit'] as const;

/**
 * The signed-in interviewer's scorecard (issue 24): a rating of 1 to 5 per criterion (four named
 * ones to start with, renamed, removed or added to at will), a recommendation and a note. Saved
 * again, it replaces the earlier one.
 */
export function ScorecardForm({ interviewId, mine }: { interviewId: number; mine?: InterviewScorecard }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    ...scorecardMutation(interviewId),
    onSuccess: () => void refreshCandidates(qc),
    onError: (error) => showFieldErrors(form, error, t),
  });
  const initial: Values = mine
    ? { ratings: mine.ratings, recommendation: mine.recommendation, note: mine.note ?? '' }
    : {
        ratings: DEFAULT_CRITERIA.map((k) => ({ criterion: t(k), rating: 3 })),
        recommendation: 'yes',
        note: '',
      };
  return (
    <Panel title={t('ri.myScorecard')} testId="scorecard-form">
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) =>
          save.mutate({ ratings: v.ratings, recommendation: v.recommendation, note: v.note?.trim() || null })
        }
      >
        <Form.List name="ratings">
          {(fields, { add, remove }) => (
            <div className="cr-rt-list cr-rt-criteria">
              {fields.map((field, i) => (
                <div key={field.key} className="cr-rt-rating">
                  <Form.Item
                    name={[field.name, 'criterion']}
                    rules={[{ required: true, whitespace: true }]}
                    noStyle
                  >
                    <Input
                      maxLength={100}
                      aria-label={t('ri.criterion')}
                      data-testid={`scorecard-criterion-${i}`}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'rating']} rules={[{ required: true }]} noStyle>
                    <Rate count={5} aria-label={t('ri.rating')} data-testid={`scorecard-rating-${i}`} />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined />}
                    disabled={fields.length === 1}
                    aria-label={t('ri.removeCriterion', {
                      name: String(form.getFieldValue(['ratings', field.name, 'criterion']) ?? ''),
                    })}
                    onClick={() => remove(field.name)}
                  />
                </div>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ criterion: '', rating: 3 })}>
                {t('ri.addCriterion')}
              </Button>
            </div>
          )}
        </Form.List>
        <ChoiceField
          name="recommendation"
          label={t('ri.recommendation')}
          rules={[{ required: true }]}
          options={RECOMMENDATIONS.map((r) => ({ value: r, label: t(`ri.rec.${r}`) }))}
          testId="scorecard-recommendation"
        />
        <NoteField name="note" label={t('rt.note')} rows={3} testId="scorecard-note" />
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="scorecard-save">
          {t('ri.saveScorecard')}
        </Button>
      </Form>
    </Panel>
  );
}
