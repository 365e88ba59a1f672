import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_MESSAGES as M, type TaskStatus } from '@clockroom/contracts';
import { FormModal } from '../../../../platform/ui/form-modal.tsx';
import { SwitchField } from '../../../../platform/ui/form-fields/switch-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { NumberField } from '../../../../platform/ui/form-fields/number-field.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import { refreshStatuses, saveStatusMutation } from '../api.ts';

interface Values {
  name: string;
  position: number;
  is_done: boolean;
  needs_approval: boolean;
}

/** Add or edit a board column: its name, its place (0 is the left) and whether it counts as done. */
export function StatusFormModal({
  record,
  count,
  onClose,
}: {
  record?: TaskStatus;
  count: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useFormSave(form, {
    ...saveStatusMutation(record?.id),
    refresh: refreshStatuses,
    onSuccess: onClose,
    fieldErrors: { fields: ['name', 'position', 'is_done', 'needs_approval'] },
  });
  return (
    <FormModal
      form={form}
      saving={save.isPending}
      open
      title={t(record ? 'project.editStatus' : 'project.addStatus')}
      okText={t('project.saveStatus')}
      onCancel={onClose}
      name="task-status"
      initialValues={startingValues(record, {
        name: '',
        position: count,
        is_done: false,
        needs_approval: false,
      })}
      onFinish={(v) => save.mutate(v)}
      facts={{ labels: 'project', testIds: 'task-status' }}
    >
      <TextField
        name="name"
        label={t('project.statusName')}
        required={M.taskStatusNameRequired}
        placeholder={t('project.statusNamePlaceholder')}
      />
      <NumberField name="position" min={0} max={Math.max(count, 0)} wide />
      <SwitchField name="is_done" testId="task-status-done" />
      <SwitchField name="needs_approval" testId="task-status-approval" />
    </FormModal>
  );
}
