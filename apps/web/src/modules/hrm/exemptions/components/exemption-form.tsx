import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { exemptionInputSchema, type ExemptionDetail, type ExemptionInput } from '@clockroom/contracts';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { DateField } from '../../../../platform/ui/form-fields/date-field.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { EmployeeField } from '../../../../platform/ui/form-fields/employee-field.tsx';
import { refreshExemptions, saveExemptionMutation } from '../api.ts';
import { exemptionPaths, type ExemptionView } from '../paths.ts';
import { requestListPath, type RequestFormProps } from '../../shared/request-form.ts';

const FIELDS = ['employee_id', 'date', 'exemption_reason'] as const;

/** The form's values: no date until one is picked (its rule checks it before a save). */
type ExemptionFormValues = Omit<ExemptionInput, 'date'> & { date: string | null };
const shape = exemptionInputSchema.shape;

/** Create or edit one request: a date and a reason, and for an admin the employee it is for. */
export function ExemptionForm({
  view,
  record,
  chooseEmployee = false,
}: RequestFormProps<ExemptionView, ExemptionDetail>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ExemptionFormValues>();
  const paths = exemptionPaths(view);
  const back = requestListPath(paths, chooseEmployee);
  const save = useFormSave(form, {
    ...saveExemptionMutation(record?.id),
    refresh: refreshExemptions,
    then: { to: back },
    fieldErrors: { fields: FIELDS },
  });

  return (
    <PanelForm<ExemptionFormValues>
      className="cr-exemption-form"
      name="exemption"
      form={form}
      initialValues={
        record
          ? { date: record.date, exemption_reason: record.exemption_reason }
          : { employee_id: null, date: null, exemption_reason: '' }
      }
      onFinish={(values) =>
        save.mutate({
          date: values.date,
          exemption_reason: values.exemption_reason,
          ...(chooseEmployee && values.employee_id ? { employee_id: values.employee_id } : {}),
        })
      }
      saving={save.isPending}
      cancel={{ to: back }}
      saveLabel={t('exemption.save')}
    >
      {chooseEmployee ? (
        <EmployeeField
          name="employee_id"
          label={t('exemption.employee')}
          extra={t('exemption.employeeHint')}
          testId="exemption-employee"
        />
      ) : null}
      <DateField name="date" label={t('exemption.date')} schema={shape.date} testId="exemption-date" />
      <NoteField
        name="exemption_reason"
        label={t('exemption.reason')}
        schema={shape.exemption_reason}
        rows={4}
        showCount
        placeholder={t('exemption.reasonPlaceholder')}
        testId="exemption-reason"
      />
    </PanelForm>
  );
}
