import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { TRAINING_MESSAGES as M, type Training } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { EmployeeField } from '../../../../platform/ui/form-fields/employee-field.tsx';
import { FormActions } from '../../../../platform/ui/form-actions.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { NumberField } from '../../../../platform/ui/form-fields/number-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import { allCategoriesQuery, refreshTrainings, saveTrainingMutation } from '../api.ts';

interface Values {
  title: string;
  description: string;
  provider: string;
  category_id: number | null;
  starts_on: string;
  ends_on: string;
  location: string;
  link: string;
  capacity: number | null;
  employee_ids: number[];
}

const FIELDS = [
  'title',
  'description',
  'provider',
  'category_id',
  'starts_on',
  'ends_on',
  'location',
  'link',
  'capacity',
  'employee_ids',
];

/** Create or edit a training, with who is enrolled; the server checks the capacity (ADR 62). */
export function TrainingForm({ record, onSaved }: { record?: Training; onSaved: (id: number) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const categories = useQuery(allCategoriesQuery());
  const save = useFormSave(form, {
    ...saveTrainingMutation(record?.id),
    refresh: refreshTrainings,
    onSuccess: (answer) => onSaved(answer.data.id),
    fieldErrors: { fields: FIELDS },
  });
  return (
    <AppForm<Values>
      name="training"
      form={form}
      initialValues={{
        ...startingValues(record, {
          title: '',
          description: '',
          provider: '',
          starts_on: '',
          ends_on: '',
          location: '',
          link: '',
          employee_ids: [],
        }),
        category_id: record?.category_id ?? null,
        capacity: record?.capacity ?? null,
      }}
      onFinish={(v) => save.mutate({ ...v, capacity: v.capacity ?? '' })}
      facts={{ labels: 'training', testIds: 'training' }}
    >
      <TextField name="title" label={t('training.name')} required={M.titleRequired} />
      <TextField name="provider" />
      <SelectField
        name="category_id"
        allowClear
        placeholder={t('training.noCategory')}
        loading={categories.isLoading}
        options={(categories.data?.results ?? []).map((c) => ({ value: c.id, label: c.name }))}
        testId="training-category"
      />
      <div className="cr-training-dates">
        <TextField name="starts_on" required={M.startsOnRequired} type="date" />
        <TextField name="ends_on" required={M.endsOnRequired} type="date" />
      </div>
      <TextField name="location" maxLength={250} />
      <TextField name="link" maxLength={500} placeholder="https://" />
      <NumberField name="capacity" extra={t('training.capacityHint')} min={1} max={10000} wide />
      <EmployeeField
        name="employee_ids"
        label={t('training.employees')}
        multiple
        known={record?.enrolments.map((e) => ({ id: e.employee_id, name: e.employee_name, pin: null }))}
        testId="training-employees"
      />
      <NoteField name="description" rows={3} />
      <FormActions saving={save.isPending} saveLabel={t('training.save')} testId="training-save" />
    </AppForm>
  );
}
