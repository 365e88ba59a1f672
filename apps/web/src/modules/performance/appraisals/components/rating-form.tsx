import { useRef } from 'react';
import { Button, Form, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPRAISAL_MESSAGES as M, type Appraisable, type Rating } from '@clockroom/contracts';
import type { LinkTarget } from '../../../../platform/routing/resource-routes.ts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { FormActions } from '../../../../platform/ui/form-actions.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { rateMutation, refreshAppraisals } from '../api.ts';
import { chosenFromButtons, pointText, ratingOf, scalePoints } from './scale.ts';

type Values = Record<string, number | string | null | undefined>;
const scoreField = (kpiId: number) => `score_${kpiId}`;
const commentField = (kpiId: number) => `comment_${kpiId}`;

function ScaleControl({
  a,
  kpiId,
  value,
  onChange,
  id,
}: {
  a: Appraisable;
  kpiId: number;
  value?: number;
  onChange?: (v: number | null) => void;
  /** Given by the Form.Item around it, so its label names the control. */
  id?: string;
}) {
  const scale = a.scorecard.rating_scale;
  if (!chosenFromButtons(scale))
    return (
      <InputNumber
        min={scale.min}
        max={scale.max}
        precision={0}
        id={id}
        value={value}
        onChange={(v) => onChange?.(v)}
        data-testid={`rate-${kpiId}`}
      />
    );
  return (
    <Radio.Group
      className="cr-appraisal-scale"
      optionType="button"
      buttonStyle="solid"
      id={id}
      value={value}
      onChange={(e) => onChange?.(Number(e.target.value))}
      data-testid={`rate-${kpiId}`}
    >
      {scalePoints(scale).map((p) => (
        <Radio key={p} value={p}>
          <span data-testid={`rate-${kpiId}-${p}`}>{pointText(scale, p)}</span>
        </Radio>
      ))}
    </Radio.Group>
  );
}

/** The employee's self-rating, shown beside the appraiser's KPI once the employee has submitted it. */
function SelfBeside({ a, rating }: { a: Appraisable; rating?: Rating }) {
  const { t } = useTranslation();
  if (!a.self_submitted_at) return null;
  return (
    <p className="cr-appraisal-beside" data-testid="rate-self-beside">
      <span className="cr-muted">{t('appraisalCycle.selfRating')}:</span>{' '}
      <strong>
        {rating ? pointText(a.scorecard.rating_scale, rating.score) : t('appraisalCycle.notRated')}
      </strong>
      {rating?.comment ? <span className="cr-appraisal-comment"> “{rating.comment}”</span> : null}
    </p>
  );
}

/**
 * Rating every KPI of the scorecard within its scale, with a comment each: saved as a draft (read
 * back next time) or submitted once all are rated (issue 22). The appraiser sees the self-ratings
 * beside their own once the employee has submitted.
 */
export function RatingForm({
  a,
  side,
  after,
}: {
  a: Appraisable;
  side: 'self' | 'appraiser';
  after: LinkTarget;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const kpis = a.scorecard.sections.flatMap((s) => s.kpis);
  const mine = side === 'self' ? a.self_ratings : a.appraiser_ratings;
  const sent = useRef<number[]>([]);
  const fieldErrors = {
    fields: kpis.flatMap((k) => [scoreField(k.id), commentField(k.id)]),
    nested: (f: string) => {
      const m = /^ratings\.(\d+)\.(score|comment|kpi_id)$/.exec(f);
      const kpi = m ? sent.current[Number(m[1])] : undefined;
      return kpi === undefined ? null : [m?.[2] === 'comment' ? commentField(kpi) : scoreField(kpi)];
    },
  };
  const mutation = { ...rateMutation(side), refresh: refreshAppraisals, fieldErrors };
  const draft = useFormSave(form, mutation);
  const send = useFormSave(form, { ...mutation, then: after });
  const body = (v: Values, submit: boolean) => {
    const ratings = kpis.flatMap((k) => {
      const score = v[scoreField(k.id)];
      if (score === null || score === undefined || score === '') return [];
      const comment = v[commentField(k.id)];
      return [{ kpi_id: k.id, score: Number(score), comment: typeof comment === 'string' ? comment : '' }];
    });
    sent.current = ratings.map((r) => r.kpi_id);
    return { appraisal_id: a.id, ratings, submit };
  };
  const submit = (v: Values) => {
    const missing = kpis.filter((k) => v[scoreField(k.id)] === undefined || v[scoreField(k.id)] === null);
    if (missing.length) {
      form.setFields(missing.map((k) => ({ name: scoreField(k.id), errors: [t(M.ratingsIncomplete)] })));
      form.scrollToField(scoreField(missing[0]?.id ?? 0));
      return;
    }
    send.mutate(body(v, true));
  };
  return (
    <AppForm<Values>
      name={`rate-${side}`}
      form={form}
      initialValues={Object.fromEntries(
        kpis.flatMap((k) => {
          const r = ratingOf(mine, k.id);
          return [
            [scoreField(k.id), r?.score],
            [commentField(k.id), r?.comment ?? ''],
          ];
        }),
      )}
      onFinish={submit}
    >
      {a.scorecard.sections.map((section, si) => (
        <Panel
          key={si}
          className="cr-appraisal-block"
          title={t('appraisalCycle.sectionTitle', { name: section.name, weight: section.weight })}
        >
          {section.kpis.map((kpi) => (
            <div key={kpi.id} className="cr-appraisal-kpi-form" data-testid={`rate-kpi-${kpi.id}`}>
              <Form.Item
                name={scoreField(kpi.id)}
                label={kpi.name}
                extra={[
                  t('appraisalCycle.kpiWeight', { weight: kpi.weight }),
                  kpi.target ? `${t('appraisalCycle.target')}: ${kpi.target}` : '',
                  kpi.description ?? '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              >
                <ScaleControl a={a} kpiId={kpi.id} />
              </Form.Item>
              {side === 'appraiser' ? <SelfBeside a={a} rating={ratingOf(a.self_ratings, kpi.id)} /> : null}
              <NoteField
                name={commentField(kpi.id)}
                label={t('appraisalCycle.comment')}
                testId={`rate-${kpi.id}-comment`}
              />
            </div>
          ))}
        </Panel>
      ))}
      <Panel className="cr-appraisal-block">
        <p className="cr-muted cr-small">{t('appraisalCycle.submitHint')}</p>
        <FormActions saving={send.isPending} saveLabel={t('appraisalCycle.submit')} testId="rate-submit">
          <Button
            loading={draft.isPending}
            onClick={() => draft.mutate(body(form.getFieldsValue(true), false))}
            data-testid="rate-draft"
          >
            {t('appraisalCycle.saveDraft')}
          </Button>
        </FormActions>
      </Panel>
    </AppForm>
  );
}
