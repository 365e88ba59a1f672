import { useParams } from '@tanstack/react-router';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { REQUISITION_MESSAGES as M, type RequisitionTemplate } from '@clockroom/contracts';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import { requisitionScreens } from '../../recruitment.routes.tsx';
import { refreshTemplates, saveTemplateMutation, templateQuery } from '../api.ts';
import { RequestFields } from '../components/request-fields.tsx';
import { nairaText } from '../../components/recruit-bits.tsx';
import '../i18n.ts';
import '../../components/recruitment.css';

interface Values {
  name: string;
  description: string;
  department_id?: number | null;
  designation_id?: number | null;
  headcount?: number | null;
  employment_type?: string | null;
  justification: string;
  budget_min: string;
  budget_max: string;
}

const FIELDS = [
  'name',
  'description',
  'department_id',
  'designation_id',
  'headcount',
  'employment_type',
  'justification',
  'budget_min',
  'budget_max',
];

/** …/manage-talent-requisition-settings/create and /edit/$id: a requisition template. */
export default function TemplateFormPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false });
  if (id === undefined)
    return (
      <>
        <PageHeader back title={t('template.createTitle')} />
        <TemplateForm />
      </>
    );
  return (
    <RecordPage query={templateQuery(Number(id))} title={t('template.editTitle')} subtitle={(r) => r.name}>
      {(r) => <TemplateForm record={r} />}
    </RecordPage>
  );
}

function TemplateForm({ record }: { record?: RequisitionTemplate }) {
  const [form] = Form.useForm<Values>();
  const list = requisitionScreens.paths.templates;
  const save = useFormSave(form, {
    ...saveTemplateMutation(record?.id),
    refresh: refreshTemplates,
    then: list,
    fieldErrors: { fields: FIELDS },
  });
  return (
    <PanelForm<Values>
      testId="template-form"
      name="requisition-template"
      facts={{ labels: 'template', testIds: 'template' }}
      form={form}
      initialValues={{
        ...startingValues(record, {
          name: '',
          description: '',
          justification: '',
        }),
        department_id: record?.department_id ?? undefined,
        designation_id: record?.designation_id ?? undefined,
        headcount: record?.headcount ?? undefined,
        employment_type: record?.employment_type ?? undefined,
        budget_min: nairaText(record?.budget_min),
        budget_max: nairaText(record?.budget_max),
      }}
      onFinish={(v) =>
        save.mutate({
          name: v.name,
          description: v.description,
          department_id: v.department_id ?? null,
          designation_id: v.designation_id ?? null,
          headcount: v.headcount ?? '',
          employment_type: (v.employment_type ?? '') as never,
          justification: v.justification,
          budget_min: v.budget_min.trim(),
          budget_max: v.budget_max.trim(),
        })
      }
      saving={save.isPending}
      cancel={list}
      saveTestId="template-save"
    >
      <TextField name="name" required={M.templateNameRequired} />
      <NoteField name="description" maxLength={2000} />
      <RequestFields required={false} testId="template" />
    </PanelForm>
  );
}
