import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { POSTING_MESSAGES as M, type JobPosting, type JobRequest } from '@clockroom/contracts';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { SwitchField } from '../../../../platform/ui/form-fields/switch-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { postingScreens } from '../../recruitment.routes.tsx';
import { approvedRequestsQuery } from '../../requisitions/api.ts';
import { NairaRangeFields } from '../../components/naira-range-fields.tsx';
import { nairaText as text } from '../../components/recruit-bits.tsx';
import { activeBoardsQuery, allPostingSettingsQuery, refreshPostings, savePostingMutation } from '../api.ts';
import { QuestionsField, type QuestionValue } from './questions-field.tsx';
import '../i18n.ts';

interface Values {
  job_request_id?: number | null;
  title: string;
  description: string;
  requirements: string;
  location: string;
  employment_type?: string;
  salary_visible: boolean;
  salary_min: string;
  salary_max: string;
  closing_date: string;
  job_board_ids: number[];
  questions: QuestionValue[];
}

const FIELDS = [
  'job_request_id',
  'title',
  'description',
  'requirements',
  'location',
  'employment_type',
  'salary_visible',
  'salary_min',
  'salary_max',
  'closing_date',
  'job_board_ids',
  'questions',
];

/** What an approved request gives a new posting: its title, type, branch, budget and reasons. */
export function fromRequest(r: JobRequest): Partial<Values> {
  return {
    job_request_id: r.id,
    title: r.title,
    employment_type: r.employment_type,
    location: r.branch_name,
    description: r.justification ?? '',
    salary_min: text(r.budget_min),
    salary_max: text(r.budget_max),
  };
}

/** A job posting's form: from an approved request (prefilled) or standalone; create and edit. */
export function PostingForm({ record, request }: { record?: JobPosting; request?: JobRequest }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const requests = useQuery(approvedRequestsQuery());
  const boards = useQuery(activeBoardsQuery());
  const settings = useQuery({ ...allPostingSettingsQuery(), enabled: record === undefined });
  const types = (['full_time', 'part_time', 'contract', 'internship'] as const).map((v) => ({
    value: v,
    label: t(`recruit.type.${v}`),
  }));
  const save = useFormSave(form, {
    ...savePostingMutation(record?.id),
    refresh: refreshPostings,
    then: (answer) => postingScreens.paths.view((answer.data as JobPosting).id),
    fieldErrors: { fields: FIELDS },
  });
  // A new posting starts with the default posting setting's questions, until the user changes them.
  const defaults = settings.data?.results.find((s) => s.is_default)?.questions;
  useEffect(() => {
    if (record || !defaults?.length || form.isFieldTouched('questions')) return;
    if ((form.getFieldValue('questions') as QuestionValue[] | undefined)?.length) return;
    form.setFieldValue(
      'questions',
      defaults.map((q) => ({ text: q.text, required: q.required })),
    );
  }, [defaults, record, form]);
  const requestOptions = (requests.data?.results ?? []).map((r) => ({ value: r.id, label: r.title }));
  if (record?.job_request_id && !requestOptions.some((o) => o.value === record.job_request_id))
    requestOptions.push({ value: record.job_request_id, label: record.job_request_title ?? '' });
  if (request && !requestOptions.some((o) => o.value === request.id))
    requestOptions.push({ value: request.id, label: request.title });
  return (
    <PanelForm<Values>
      testId="posting-form"
      name="job-posting"
      form={form}
      initialValues={{
        job_request_id: record?.job_request_id ?? null,
        title: record?.title ?? '',
        description: record?.description ?? '',
        requirements: record?.requirements ?? '',
        location: record?.location ?? '',
        employment_type: record?.employment_type,
        salary_visible: record?.salary_visible ?? false,
        salary_min: text(record?.salary_min),
        salary_max: text(record?.salary_max),
        closing_date: record?.closing_date ?? '',
        job_board_ids: record?.job_board_ids ?? [],
        questions: record?.questions.map((q) => ({ text: q.text, required: q.required })) ?? [],
        ...(request ? fromRequest(request) : {}),
      }}
      onFinish={(v) =>
        save.mutate({
          job_request_id: v.job_request_id ?? null,
          title: v.title,
          description: v.description,
          requirements: v.requirements,
          location: v.location,
          employment_type: (v.employment_type ?? '') as never,
          salary_visible: v.salary_visible,
          salary_min: v.salary_min.trim(),
          salary_max: v.salary_max.trim(),
          closing_date: v.closing_date,
          job_board_ids: v.job_board_ids,
          questions: v.questions,
        })
      }
      saving={save.isPending}
      cancel={record ? postingScreens.paths.view(record.id) : postingScreens.paths.list}
      saveTestId="posting-save"
      facts={{ labels: 'posting', testIds: 'posting' }}
    >
      <SelectField
        name="job_request_id"
        label={t('posting.request')}
        extra={t('posting.requestHint')}
        allowClear
        search
        placeholder={t('posting.standalone')}
        loading={requests.isPending}
        options={requestOptions}
        onChange={(id?: number) => {
          const r = requests.data?.results.find((x) => x.id === id);
          if (r) form.setFieldsValue(fromRequest(r));
        }}
        testId="posting-request"
      />
      <TextField name="title" label={t('posting.name')} required={M.titleRequired} />
      <NoteField name="description" required={M.descriptionRequired} rows={5} maxLength={10000} />
      <NoteField name="requirements" rows={4} maxLength={10000} />
      <div className="cr-recruit-grid">
        <TextField name="location" maxLength={250} />
        <SelectField
          name="employment_type"
          required={M.employmentTypeInvalid}
          options={types}
          testId="posting-type"
        />
        <TextField name="closing_date" type="date" />
      </div>
      <SwitchField name="salary_visible" />
      <div className="cr-recruit-grid">
        <NairaRangeFields names={['salary_min', 'salary_max']} message={M.salaryInvalid} />
      </div>
      <SelectField
        name="job_board_ids"
        label={t('posting.boards')}
        extra={t('posting.boardsHint')}
        mode="multiple"
        search
        loading={boards.isPending}
        options={(boards.data?.results ?? []).map((b) => ({ value: b.id, label: b.name }))}
        testId="posting-boards"
      />
      <QuestionsField testId="posting" hint={t('posting.questionsHint')} />
    </PanelForm>
  );
}
