import { Button, Form, Popconfirm } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PROJECT_MESSAGES as M,
  TASK_PRIORITIES,
  type Project,
  type Task,
  type TaskStatus,
} from '@clockroom/contracts';
import { FormModal } from '../../../../platform/ui/form-modal.tsx';
import { DateField } from '../../../../platform/ui/form-fields/date-field.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import { deleteTaskMutation, refreshBoard, refreshProjects, saveTaskMutation } from '../api.ts';

interface Values {
  title: string;
  description: string | null;
  assignee_ids: number[];
  due_date: string | null;
  priority: Task['priority'];
  status_id: number;
}

const refresh = (qc: Parameters<typeof refreshBoard>[0]) =>
  Promise.all([refreshBoard(qc), refreshProjects(qc)]);

/** Add a task to a column (the end of it), or edit or delete one; assignees are the project's members. */
export function TaskFormModal(props: {
  project: Project;
  statuses: TaskStatus[];
  record?: Task;
  statusId?: number;
  onClose: () => void;
}) {
  const { project, statuses, record, onClose } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const save = useFormSave(form, {
    ...saveTaskMutation(record?.id),
    refresh,
    onSuccess: onClose,
    fieldErrors: { fields: ['title', 'description', 'assignee_ids', 'due_date', 'priority', 'status_id'] },
  });
  const remove = useMutation({
    ...deleteTaskMutation(),
    onSuccess: async () => {
      await refresh(queryClient);
      onClose();
    },
  });
  return (
    <FormModal
      form={form}
      saving={save.isPending}
      open
      title={t(record ? 'project.editTask' : 'project.addTask')}
      okText={t('project.saveTask')}
      onCancel={onClose}
      name="task"
      initialValues={{
        ...startingValues(record, {
          title: '',
          description: '',
          assignee_ids: [],
          priority: 'medium',
        }),
        due_date: record?.due_date ?? null,
        status_id: record?.status_id ?? props.statusId ?? statuses[0]?.id ?? 0,
      }}
      onFinish={(v) =>
        save.mutate({
          project_id: project.id,
          title: v.title,
          description: v.description,
          assignee_ids: v.assignee_ids,
          due_date: v.due_date,
          priority: v.priority,
          // An edit keeps the card where it is: moves go through the board.
          ...(record ? {} : { status_id: v.status_id }),
        })
      }
      facts={{ labels: 'project', testIds: 'task' }}
      footer={(buttons) => (
        <>
          {record && (
            <Popconfirm
              title={t('project.deleteTaskTitle', { title: record.title })}
              okText={t('project.delete')}
              onConfirm={() =>
                remove.mutateAsync({ id: record.id, project_id: project.id }).catch(() => undefined)
              }
            >
              <Button danger style={{ float: 'left' }} data-testid="task-delete">
                {t('project.deleteTask')}
              </Button>
            </Popconfirm>
          )}
          {buttons}
        </>
      )}
    >
      <TextField
        name="title"
        label={t('project.taskTitle')}
        required={M.titleRequired}
        maxLength={200}
        placeholder={t('project.taskTitlePlaceholder')}
      />
      <NoteField name="description" maxLength={4000} rows={3} />
      <SelectField
        name="assignee_ids"
        label={t('project.assignees')}
        mode="multiple"
        allowClear
        search
        options={project.members.map((m) => ({ value: m.id, label: m.name }))}
        testId="task-assignees"
      />
      <DateField name="due_date" testId="task-due" />
      <SelectField
        name="priority"
        options={TASK_PRIORITIES.map((p) => ({ value: p, label: t(`project.${p}`) }))}
      />
      {!record && (
        <SelectField
          name="status_id"
          label={t('project.column')}
          options={statuses.map((s) => ({ value: s.id, label: s.name }))}
          testId="task-column"
        />
      )}
    </FormModal>
  );
}
