import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { TRAINING_MESSAGES as M, type TrainingCategory } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { FormActions } from '../../../../platform/ui/form-actions.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { refreshSettings, saveCategoryMutation } from '../api.ts';

interface Values {
  name: string;
  description: string;
}

/** Create or rename a training category. */
export function CategoryForm({ record, onSaved }: { record?: TrainingCategory; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useFormSave(form, {
    ...saveCategoryMutation(record?.id),
    refresh: refreshSettings,
    onSuccess: onSaved,
    fieldErrors: { fields: ['name', 'description'] },
  });
  return (
    <AppForm<Values>
      name="training-category"
      facts={{ labels: 'training', testIds: 'training-category' }}
      form={form}
      initialValues={{ name: record?.name ?? '', description: record?.description ?? '' }}
      onFinish={(v) => save.mutate(v)}
    >
      <TextField name="name" label={t('training.categoryName')} required={M.categoryNameRequired} />
      <NoteField name="description" />
      <FormActions saving={save.isPending} testId="training-category-save" />
    </AppForm>
  );
}
