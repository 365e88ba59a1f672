import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Button, Form } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMPROVEMENT_PLAN_MESSAGES as M, type ImprovementPlan } from '@clockroom/contracts';
import { knownPerson } from '../../../../platform/ui/known-person.ts';
import { EmployeeField } from '../../../../platform/ui/form-fields/employee-field.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { adminTrainingScreens, essTrainingScreens } from '../../trainings/training.routes.tsx';
import { useActiveView } from '../../../../platform/routing/use-active-view.ts';
import { planQuery, refreshPlans, savePlanMutation } from '../api.ts';
import '../i18n.ts';
import '../../trainings/trainings.css';

interface Values {
  employee_id: number | null;
  reviewer_id: number | null;
  reason: string;
  review_date: string;
  goals: { text: string; measure: string; due_date: string }[];
}

const FIELDS = ['employee_id', 'reviewer_id', 'reason', 'review_date', 'goals'];

/**
 * …/performance-improvement-plan/create, and /edit?id=<plan> (ADR 62: the spec's edit names no id,
 * so the plan is named in the query and the list's Edit links there).
 */
export default function PlanFormPage() {
  const { t } = useTranslation();
  const search: { id?: unknown } = useSearch({ strict: false });
  const id = Number(search.id);
  const editing = Number.isInteger(id) && id > 0;
  const plan = useQuery({ ...planQuery(editing ? id : 0), enabled: editing });
  return (
    <>
      <PageHeader back title={t(editing ? 'plan.editTitle' : 'plan.createTitle')} />
      {!editing ? (
        <PlanForm />
      ) : plan.isPending ? (
        <PageLoading />
      ) : plan.isError ? (
        <PageError error={plan.error} onRetry={() => void plan.refetch()} />
      ) : (
        <PlanForm record={plan.data} />
      )}
    </>
  );
}

function PlanForm({ record }: { record?: ImprovementPlan }) {
  const { t } = useTranslation();
  const ess = useActiveView() === 'ess';
  const [form] = Form.useForm<Values>();
  const list = ess ? essTrainingScreens.paths.plans : adminTrainingScreens.paths.plans;
  const save = useFormSave(form, {
    ...savePlanMutation(record?.id),
    refresh: refreshPlans,
    then: list,
    fieldErrors: { fields: FIELDS },
  });
  return (
    <PanelForm<Values>
      name="plan"
      form={form}
      initialValues={{
        employee_id: record?.employee_id ?? null,
        reviewer_id: record?.reviewer_id ?? null,
        reason: record?.reason ?? '',
        review_date: record?.review_date ?? '',
        goals: record?.goals.map((g) => ({
          text: g.text,
          measure: g.measure ?? '',
          due_date: g.due_date ?? '',
        })) ?? [{ text: '', measure: '', due_date: '' }],
      }}
      onFinish={(v) =>
        save.mutate({
          employee_id: v.employee_id ?? '',
          reviewer_id: v.reviewer_id ?? '',
          reason: v.reason,
          review_date: v.review_date,
          goals: v.goals,
        })
      }
      saving={save.isPending}
      cancel={list}
      facts={{ labels: 'plan', testIds: 'plan' }}
    >
      <EmployeeField
        name="employee_id"
        required={M.employeeRequired}
        known={knownPerson(record, 'employee')}
        testId="plan-employee"
      />
      <EmployeeField
        name="reviewer_id"
        required={M.reviewerRequired}
        known={knownPerson(record, 'reviewer')}
        testId="plan-reviewer"
      />
      <NoteField name="reason" required={M.reasonRequired} rows={3} />
      <TextField name="review_date" required={M.reviewDateRequired} type="date" />
      <Form.List name="goals">
        {(fields, { add, remove }) => (
          <fieldset className="cr-plan-goals">
            <legend>{t('plan.goals')}</legend>
            {fields.map((field, index) => (
              <div key={field.key} className="cr-plan-goal" data-testid={`plan-goal-${index}`}>
                <TextField
                  name={[field.name, 'text']}
                  label={`${t('plan.goal')} ${index + 1}`}
                  required={M.goalTextRequired}
                  maxLength={1000}
                  testId={`plan-goal-text-${index}`}
                />
                <TextField
                  name={[field.name, 'measure']}
                  label={t('plan.measure')}
                  maxLength={1000}
                  testId={`plan-goal-measure-${index}`}
                />
                <TextField
                  name={[field.name, 'due_date']}
                  label={t('plan.dueDate')}
                  type="date"
                  testId={`plan-goal-due-${index}`}
                />
                {fields.length > 1 ? (
                  <Button
                    type="text"
                    danger
                    icon={<MinusCircleOutlined />}
                    onClick={() => remove(field.name)}
                    aria-label={t('plan.removeGoal')}
                  >
                    {t('plan.removeGoal')}
                  </Button>
                ) : null}
              </div>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ text: '', measure: '', due_date: '' })}
              data-testid="plan-add-goal"
            >
              {t('plan.addGoal')}
            </Button>
          </fieldset>
        )}
      </Form.List>
    </PanelForm>
  );
}
