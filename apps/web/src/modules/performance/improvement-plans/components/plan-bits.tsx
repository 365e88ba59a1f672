import { useState } from 'react';
import { Button, Form, Modal, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  IMPROVEMENT_PLAN_MESSAGES as M,
  IMPROVEMENT_PLAN_OUTCOMES,
  formatDate,
  hasPermission,
  type ImprovementPlan,
  type ImprovementPlanOutcome,
  type SessionUser,
} from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { FormActions } from '../../../../platform/ui/form-actions.tsx';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { outcomeMutation, refreshPlans } from '../api.ts';

const STATUS_COLOURS = { pending: 'gold', approved: 'green', rejected: 'red' } as const;
const OUTCOME_COLOURS = { successful: 'green', extended: 'blue', unsuccessful: 'red' } as const;

export function PlanStatus({ plan }: { plan: ImprovementPlan }) {
  const { t } = useTranslation();
  return (
    <span className="cr-wrap">
      <Tag color={STATUS_COLOURS[plan.status]}>{t(`plan.status.${plan.status}`)}</Tag>
      {plan.outcome ? (
        <Tag color={OUTCOME_COLOURS[plan.outcome]}>{t(`plan.outcome.${plan.outcome}`)}</Tag>
      ) : null}
    </span>
  );
}

/**
 * Who a plan is about, with its review date under the name, and who reviews it: the plans' list and
 * their approvals inbox open with these, so both read the same.
 */
export const planPeopleColumns = <
  R extends { employee_name: string; reviewer_name: string; review_date: string },
>(
  t: TFunction,
): TableColumnsType<R> => [
  {
    title: t('plan.employee'),
    dataIndex: 'employee_name',
    render: (v: string, row) => (
      <span className="cr-wrap">
        {v}
        <span className="cr-muted cr-small cr-training-sub">
          {t('plan.reviewDate')} {formatDate(row.review_date)}
        </span>
      </span>
    ),
  },
  { title: t('plan.reviewer'), dataIndex: 'reviewer_name', responsive: ['md'] },
];

/** HR (`edit training`) or the reviewer sets an approved plan's outcome once (ADR 62). */
export const canSetOutcome = (user: SessionUser, plan: ImprovementPlan) =>
  plan.status === 'approved' &&
  plan.outcome === null &&
  (hasPermission(user, 'edit training') || user.employee.id === plan.reviewer_id);

/** A plan's goals, reason and review, as its row expands. */
export function PlanDetails({ plan }: { plan: ImprovementPlan }) {
  const { t } = useTranslation();
  return (
    <div className="cr-wrap" data-testid={`plan-details-${plan.id}`}>
      <p>
        <strong>{t('plan.reason')}:</strong> {plan.reason}
      </p>
      <ol>
        {plan.goals.map((g) => (
          <li key={g.id}>
            {g.text}
            {g.measure ? ` — ${g.measure}` : ''}
            {g.due_date ? ` (${t('plan.dueDate')} ${formatDate(g.due_date)})` : ''}
          </li>
        ))}
      </ol>
      {plan.rejection_reason ? <p>{t('plan.rejectionReason', { reason: plan.rejection_reason })}</p> : null}
      {plan.outcome_note ? (
        <p>
          <strong>{t('plan.note')}:</strong> {plan.outcome_note}
        </p>
      ) : null}
    </div>
  );
}

interface OutcomeValues {
  outcome: ImprovementPlanOutcome;
  note: string;
}

/** The Set outcome button and its dialog. */
export function OutcomeButton({ plan }: { plan: ImprovementPlan }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<OutcomeValues>();
  const save = useFormSave(form, {
    ...outcomeMutation(plan.id),
    refresh: refreshPlans,
    onSuccess: () => setOpen(false),
    fieldErrors: { fields: ['outcome', 'note'] },
  });
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid={`plan-outcome-${plan.id}`}>
        {t('plan.setOutcome')}
      </Button>
      <Modal
        open={open}
        title={t('plan.outcomeTitle', { name: plan.employee_name })}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <AppForm<OutcomeValues> name="plan-outcome" form={form} onFinish={(v) => save.mutate(v)}>
          <ChoiceField
            name="outcome"
            label={t('plan.outcome')}
            required={M.outcomeInvalid}
            testId="plan-outcome-choice"
            options={IMPROVEMENT_PLAN_OUTCOMES.map((o) => ({
              value: o,
              label: t(`plan.outcome.${o}`),
              testId: `plan-outcome-${o}`,
            }))}
          />
          <NoteField name="note" label={t('plan.note')} rows={3} testId="plan-outcome-note" />
          <FormActions saving={save.isPending} saveLabel={t('plan.setOutcome')} testId="plan-outcome-save" />
        </AppForm>
      </Modal>
    </>
  );
}
