import type { ReactElement } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPRAISAL_MESSAGES as M, type AppraiserInput, type AppraiserSetting } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { knownPerson } from '../../../../platform/ui/known-person.ts';
import { EmployeeField } from '../../../../platform/ui/form-fields/employee-field.tsx';
import { FormActions } from '../../../../platform/ui/form-actions.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { refreshSettings, saveAppraiserMutation } from '../api.ts';

interface Values {
  appraiser_id: number | null;
  employee_ids: number[];
}

/** Who appraises whom: one appraiser and the employees they appraise, picked from the directory. */
export function AppraiserForm({
  record,
  onSaved,
}: {
  record?: AppraiserSetting;
  onSaved: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useFormSave(form, {
    ...saveAppraiserMutation(record?.id),
    refresh: refreshSettings,
    onSuccess: onSaved,
    fieldErrors: { fields: ['appraiser_id', 'employee_ids'] },
  });
  return (
    <AppForm<Values>
      name="appraiser-setting"
      facts={{ labels: 'apprSet', testIds: 'appraiser' }}
      form={form}
      initialValues={{ appraiser_id: record?.appraiser_id ?? null, employee_ids: record?.employee_ids ?? [] }}
      onFinish={(v) => save.mutate(v as AppraiserInput)}
    >
      <EmployeeField
        name="appraiser_id"
        required={M.appraiserRequired}
        known={knownPerson(record, 'appraiser')}
        testId="appraiser-picker"
        ariaLabel={t('apprSet.appraiser')}
      />
      <EmployeeField
        name="employee_ids"
        label={t('apprSet.employees')}
        required={M.employeesInvalid}
        multiple
        known={record?.employees ?? []}
        testId="appraiser-employees"
        ariaLabel={t('apprSet.employees')}
      />
      <FormActions saving={save.isPending} testId="appraiser-save" />
    </AppForm>
  );
}
