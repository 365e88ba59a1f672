import { Form, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  SURVEY_MESSAGES as M,
  SURVEY_STATUSES,
  type QuestionType,
  type Survey,
  type SurveyInput,
  type SurveyStatus,
} from '@clockroom/contracts';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { EmployeePicker } from '../../../../platform/ui/employee-picker.tsx';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { SwitchField } from '../../../../platform/ui/form-fields/switch-field.tsx';
import { requiredRule } from '../../../../platform/ui/form-rules.ts';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { surveyScreens } from '../surveys.routes.tsx';
import { QuestionList } from './question-list.tsx';
import { createSurveyMutation, departmentsQuery, refreshSurveys, updateSurveyMutation } from '../api.ts';

type AudienceKind = 'everyone' | 'departments' | 'employees';
export interface QuestionValues {
  text: string;
  type: QuestionType;
  options?: string[];
  required: boolean;
}
export interface SurveyFormValues {
  title: string;
  description?: string;
  starts_on: string;
  ends_on: string;
  anonymous: boolean;
  status: SurveyStatus;
  audience_kind: AudienceKind;
  department_ids?: number[];
  employee_ids?: number[];
  questions: QuestionValues[];
}

const { paths } = surveyScreens;
const FIELDS = ['title', 'description', 'starts_on', 'ends_on', 'questions', 'audience', 'status'];
// questions.0.options → the first question's options field in the list.
const nested = (f: string) => {
  const m = /^questions\.(\d+)\.(\w+)$/.exec(f);
  return m ? ['questions', Number(m[1]), m[2] ?? ''] : null;
};
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const kindOf = (a: Survey['audience']): AudienceKind =>
  'department_ids' in a ? 'departments' : 'employee_ids' in a ? 'employees' : 'everyone';

function initial(record?: Survey): SurveyFormValues {
  return {
    title: record?.title ?? '',
    description: record?.description ?? '',
    starts_on: record?.starts_on ?? today(),
    ends_on: record?.ends_on ?? inDays(14),
    anonymous: record?.anonymous ?? false,
    status: record?.status ?? 'draft',
    audience_kind: record ? kindOf(record.audience) : 'everyone',
    department_ids: record && 'department_ids' in record.audience ? record.audience.department_ids : [],
    employee_ids: record && 'employee_ids' in record.audience ? record.audience.employee_ids : [],
    questions: record?.questions.map((q) => ({
      text: q.text,
      type: q.type,
      options: q.options,
      required: q.required,
    })) ?? [{ text: '', type: 'rating', options: [], required: true }],
  };
}

export function toBody(v: SurveyFormValues): SurveyInput {
  return {
    title: v.title,
    description: v.description ?? '',
    starts_on: v.starts_on,
    ends_on: v.ends_on,
    anonymous: v.anonymous,
    status: v.status,
    audience:
      v.audience_kind === 'departments'
        ? { department_ids: v.department_ids ?? [] }
        : v.audience_kind === 'employees'
          ? { employee_ids: v.employee_ids ?? [] }
          : { everyone: true },
    questions: v.questions.map((q) => ({
      ...q,
      options: q.type === 'single' || q.type === 'multiple' ? (q.options ?? []) : [],
    })),
  };
}

/**
 * The survey builder (issue 23): title, dates, anonymity, audience and the questions, added, edited,
 * moved up or down and removed with buttons (keyboard-usable). Once answered, questions are fixed.
 */
export function SurveyBuilder({ record }: { record?: Survey }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SurveyFormValues>();
  const kind = Form.useWatch('audience_kind', form) ?? initial(record).audience_kind;
  const departments = useQuery({ ...departmentsQuery(), enabled: kind === 'departments' });
  const create = useFormSave(form, {
    ...createSurveyMutation(),
    refresh: refreshSurveys,
    then: (a) => paths.view(a.data.id),
    fieldErrors: { fields: FIELDS, nested },
  });
  const update = useFormSave(form, {
    ...updateSurveyMutation(),
    refresh: refreshSurveys,
    then: (a) => paths.view(a.data.id),
    fieldErrors: { fields: FIELDS, nested },
  });
  const locked = (record?.answers_count ?? 0) > 0;
  const saving = create.isPending || update.isPending;

  return (
    <PanelForm<SurveyFormValues>
      testId="survey-form"
      name="survey"
      form={form}
      initialValues={initial(record)}
      onFinish={(v) => (record ? update.mutate({ ...toBody(v), id: record.id }) : create.mutate(toBody(v)))}
      saving={saving}
      cancel={paths.viewAll}
      saveLabel={t('survey.save')}
      saveTestId="survey-save"
    >
      <Form.Item name="title" label={t('survey.titleField')} rules={[requiredRule(M.titleRequired, t)]}>
        <Input maxLength={150} data-testid="survey-title" />
      </Form.Item>
      <NoteField name="description" label={t('survey.description')} testId="survey-description" />
      <div className="cr-survey-dates">
        <Form.Item name="starts_on" label={t('survey.startsOn')} rules={[requiredRule(M.startsOnInvalid, t)]}>
          <Input type="date" data-testid="survey-starts-on" />
        </Form.Item>
        <Form.Item name="ends_on" label={t('survey.endsOn')} rules={[requiredRule(M.endsOnInvalid, t)]}>
          <Input type="date" data-testid="survey-ends-on" />
        </Form.Item>
      </div>
      <SwitchField
        name="anonymous"
        label={t('survey.anonymous')}
        extra={t('survey.anonymousHint')}
        disabled={locked}
        testId="survey-anonymous"
      />
      <ChoiceField
        name="status"
        label={t('survey.status')}
        testId="survey-status"
        options={SURVEY_STATUSES.map((s) => ({
          value: s,
          label: t(`survey.status_${s}`),
          testId: `survey-status-${s}`,
        }))}
      />
      <ChoiceField
        name="audience_kind"
        label={t('survey.audience')}
        testId="survey-audience"
        options={(['everyone', 'departments', 'employees'] as const).map((k) => ({
          value: k,
          label: t(`survey.audience_${k}`),
          testId: `survey-audience-${k}`,
        }))}
      />
      {kind === 'departments' ? (
        <Form.Item
          name="department_ids"
          label={t('survey.departments')}
          rules={[{ required: true, type: 'array', min: 1, message: t(M.departmentsInvalid) }]}
        >
          <Select
            mode="multiple"
            loading={departments.isLoading}
            data-testid="survey-departments"
            options={(departments.data?.results ?? []).map((d) => ({
              value: d.id,
              label: d.department_name,
            }))}
            optionFilterProp="label"
          />
        </Form.Item>
      ) : null}
      {kind === 'employees' ? (
        <Form.Item
          name="employee_ids"
          label={t('survey.employees')}
          rules={[{ required: true, type: 'array', min: 1, message: t(M.employeesInvalid) }]}
        >
          <EmployeePicker multiple testId="survey-employees" />
        </Form.Item>
      ) : null}
      <QuestionList locked={locked} />
    </PanelForm>
  );
}
