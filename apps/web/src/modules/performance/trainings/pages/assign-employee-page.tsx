import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TRAINING_MESSAGES as M, type Training } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { EmployeePicker } from '../../../../platform/ui/employee-picker.tsx';
import { FormActions } from '../../../../platform/ui/form-actions.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { adminTrainingScreens as screens } from '../training.routes.tsx';
import { refreshTrainings, saveTrainingMutation, trainingQuery, trainingsQuery } from '../api.ts';
import '../i18n.ts';

/** …/training/settings/assign-employee: choose a training, then who is enrolled on it (ADR 62). */
export default function AssignEmployeePage() {
  const { t } = useTranslation();
  const [trainingId, setTrainingId] = useState<number | null>(null);
  const list = useQuery(trainingsQuery({ page: 1, perPage: 100 }));
  const chosen = useQuery({ ...trainingQuery(trainingId ?? 0), enabled: trainingId !== null });
  return (
    <>
      <PageHeader back title={t('training.assign')} subtitle={t('training.assignHint')} />
      <Panel testId="training-assign">
        <Form layout="vertical">
          <Form.Item label={t('training.chooseTraining')}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={list.isLoading}
              value={trainingId ?? undefined}
              onChange={(v: number) => setTrainingId(v)}
              options={(list.data?.results ?? []).map((x) => ({ value: x.id, label: x.title }))}
              data-testid="training-assign-training"
            />
          </Form.Item>
        </Form>
        {trainingId === null ? null : chosen.data ? (
          <AssignForm key={chosen.data.id} training={chosen.data} />
        ) : (
          <PageLoading />
        )}
      </Panel>
    </>
  );
}

function AssignForm({ training }: { training: Training }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ employee_ids: number[] }>();
  const save = useFormSave(form, {
    ...saveTrainingMutation(training.id),
    refresh: refreshTrainings,
    then: screens.paths.view(training.id),
    fieldErrors: { fields: ['employee_ids'] },
  });
  return (
    <AppForm<{ employee_ids: number[] }>
      name="training-assign"
      form={form}
      initialValues={{ employee_ids: training.employee_ids }}
      onFinish={(v) =>
        save.mutate({
          title: training.title,
          description: training.description,
          provider: training.provider,
          category_id: training.category_id,
          starts_on: training.starts_on,
          ends_on: training.ends_on,
          location: training.location,
          link: training.link,
          capacity: training.capacity ?? '',
          employee_ids: v.employee_ids,
        })
      }
    >
      <Form.Item
        name="employee_ids"
        label={`${t('training.employees')}${training.capacity === null ? '' : ` (${t('training.capacity')} ${training.capacity})`}`}
        rules={[{ required: true, message: t(M.employeesInvalid) }]}
      >
        <EmployeePicker
          multiple
          known={training.enrolments.map((e) => ({ id: e.employee_id, name: e.employee_name }))}
          testId="training-assign-employees"
        />
      </Form.Item>
      <FormActions
        saving={save.isPending}
        cancel={screens.paths.settings}
        saveLabel={t('training.assignSave')}
        testId="training-assign-save"
      />
    </AppForm>
  );
}
