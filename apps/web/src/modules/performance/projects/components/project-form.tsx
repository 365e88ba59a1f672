import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_MESSAGES as M, PROJECT_STATUSES, type Project } from '@clockroom/contracts';
import { EmployeeField } from '../../../../platform/ui/form-fields/employee-field.tsx';
import { DateField } from '../../../../platform/ui/form-fields/date-field.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import { adminTaskBoardScreens } from '../projects.routes.tsx';
import '../board.css';
import { refreshProjects, saveProjectMutation } from '../api.ts';

interface Values {
  name: string;
  description: string | null;
  start_date: string | null;
  end_date: string | null;
  member_ids: number[];
  status: Project['status'];
}

const FIELDS = ['name', 'description', 'start_date', 'end_date', 'member_ids', 'status'];
const { paths } = adminTaskBoardScreens;

/** Create or edit a project: name, description, dates, members and status (the server checks all again). */
export function ProjectForm({ record }: { record?: Project }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useFormSave(form, {
    ...saveProjectMutation(record?.id),
    refresh: refreshProjects,
    then: (answer) => paths.view(answer.data.id),
    fieldErrors: { fields: FIELDS },
  });
  return (
    <PanelForm<Values>
      name="project"
      form={form}
      initialValues={{
        ...startingValues(record, {
          name: '',
          description: '',
          member_ids: [],
          status: 'active',
        }),
        start_date: record?.start_date ?? null,
        end_date: record?.end_date ?? null,
      }}
      onFinish={(v) => save.mutate({ ...v, member_ids: v.member_ids })}
      saving={save.isPending}
      cancel={record ? paths.viewProject(record.id) : paths.all}
      facts={{ labels: 'project', testIds: 'project' }}
    >
      <TextField name="name" required={M.nameRequired} placeholder={t('project.namePlaceholder')} />
      <NoteField name="description" rows={3} maxLength={2000} />
      <div className="project-form-row">
        <DateField name="start_date" testId="project-start" />
        <DateField name="end_date" testId="project-end" />
      </div>
      <EmployeeField
        name="member_ids"
        label={t('project.memberList')}
        multiple
        known={record?.members}
        testId="project-members"
      />
      <SelectField
        name="status"
        options={PROJECT_STATUSES.map((s) => ({ value: s, label: t(`project.${s}`) }))}
      />
    </PanelForm>
  );
}
