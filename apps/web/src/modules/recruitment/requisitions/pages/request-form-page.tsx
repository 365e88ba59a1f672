import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { REQUISITION_MESSAGES as M, type JobRequest, type RequisitionTemplate } from '@clockroom/contracts';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { requisitionScreens } from '../../recruitment.routes.tsx';
import { allTemplatesQuery, refreshRequests, saveRequestMutation } from '../api.ts';
import { useRecruitChoices } from '../../components/recruit-bits.tsx';
import { RequestFields } from '../components/request-fields.tsx';
import { nairaText } from '../../components/recruit-bits.tsx';
import '../i18n.ts';
import '../../components/recruitment.css';

interface Values {
  template_id?: number;
  title: string;
  department_id?: number;
  designation_id?: number;
  branch_id?: number;
  headcount?: number;
  employment_type?: string;
  urgency: string;
  budget_min: string;
  budget_max: string;
  justification: string;
}

const FIELDS = [
  'title',
  'department_id',
  'designation_id',
  'branch_id',
  'headcount',
  'employment_type',
  'urgency',
  'budget_min',
  'budget_max',
  'justification',
  'template_id',
];

/** …/talent-request/create: raise a talent request, optionally from a requisition template. */
export default function RequestFormPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const choices = useRecruitChoices();
  const templates = useQuery(allTemplatesQuery());
  const save = useFormSave(form, {
    ...saveRequestMutation(),
    refresh: refreshRequests,
    then: (answer) => requisitionScreens.paths.view((answer.data as JobRequest).id),
    fieldErrors: { fields: FIELDS },
  });
  /** A template fills what it holds; the title and branch stay the requester's. */
  const fromTemplate = (id?: number) => {
    const tpl = templates.data?.results.find((r: RequisitionTemplate) => r.id === id);
    if (!tpl) return;
    form.setFieldsValue({
      ...(tpl.department_id !== null ? { department_id: tpl.department_id } : {}),
      ...(tpl.designation_id !== null ? { designation_id: tpl.designation_id } : {}),
      ...(tpl.headcount !== null ? { headcount: tpl.headcount } : {}),
      ...(tpl.employment_type !== null ? { employment_type: tpl.employment_type } : {}),
      ...(tpl.justification !== null ? { justification: tpl.justification } : {}),
      ...(tpl.budget_min !== null ? { budget_min: nairaText(tpl.budget_min) } : {}),
      ...(tpl.budget_max !== null ? { budget_max: nairaText(tpl.budget_max) } : {}),
    });
  };
  return (
    <>
      <PageHeader back title={t('jobRequest.createTitle')} subtitle={t('jobRequest.createSubtitle')} />
      <PanelForm<Values>
        name="job-request"
        facts={{ labels: 'jobRequest', testIds: 'job-request' }}
        form={form}
        initialValues={{
          title: '',
          urgency: 'normal',
          headcount: 1,
          budget_min: '',
          budget_max: '',
          justification: '',
        }}
        onFinish={(v) =>
          save.mutate({
            title: v.title,
            department_id: v.department_id ?? '',
            designation_id: v.designation_id ?? null,
            branch_id: v.branch_id ?? '',
            headcount: v.headcount ?? '',
            employment_type: (v.employment_type ?? '') as never,
            urgency: v.urgency as never,
            budget_min: v.budget_min.trim(),
            budget_max: v.budget_max.trim(),
            justification: v.justification,
            template_id: v.template_id ?? null,
          })
        }
        saving={save.isPending}
        cancel={requisitionScreens.paths.list}
      >
        <SelectField
          name="template_id"
          extra={t('jobRequest.templateHint')}
          allowClear
          placeholder={t('jobRequest.noTemplate')}
          loading={templates.isPending}
          options={(templates.data?.results ?? []).map((r) => ({ value: r.id, label: r.name }))}
          onChange={fromTemplate}
          testId="job-request-template"
        />
        <TextField name="title" label={t('jobRequest.name')} required={M.titleRequired} />
        <RequestFields required testId="job-request" />
        <SelectField name="urgency" options={choices.urgencies} />
      </PanelForm>
    </>
  );
}
