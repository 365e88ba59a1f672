import { DatePicker, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { exemptionInputSchema, type ExemptionDetail, type ExemptionInput } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { schemaRule } from '../../../../platform/ui/form-rules.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { datePickerProps, dateValueItemProps } from '../../../../platform/ui/date-value.ts';
import { FormActions } from '../../../../platform/ui/form-actions.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { EmployeePicker } from '../../../../platform/ui/employee-picker.tsx';
import { refreshExemptions, saveExemptionMutation } from '../api.ts';
import { exemptionPaths, type ExemptionView } from '../paths.ts';

const FIELDS = ['employee_id', 'date', 'exemption_reason'] as const;

/** The form's values: no date until one is picked (its rule checks it before a save). */
type ExemptionFormValues = Omit<ExemptionInput, 'date'> & { date: string | null };
const shape = exemptionInputSchema.shape;

interface ExemptionFormProps {
  view: ExemptionView;
  record?: ExemptionDetail;
  /** Offer the employee picker (an admin holding 'create exemption' creating a request). */
  chooseEmployee?: boolean;
}

/** Create or edit one request: a date and a reason, and for an admin the employee it is for. */
export function ExemptionForm({ view, record, chooseEmployee = false }: ExemptionFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ExemptionFormValues>();
  const paths = exemptionPaths(view);
  // An admin creating for someone returns to everyone's list; anyone else to their own.
  const back = chooseEmployee ? paths.all : paths.mine;
  const save = useFormSave(form, {
    ...saveExemptionMutation(record?.id),
    refresh: refreshExemptions,
    then: { to: back },
    fieldErrors: { fields: FIELDS },
  });

  return (
    <Panel className="cr-exemption-form" testId="exemption-form">
      <AppForm<ExemptionFormValues>
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
      >
        {chooseEmployee ? (
          <Form.Item name="employee_id" label={t('exemption.employee')} extra={t('exemption.employeeHint')}>
            <EmployeePicker testId="exemption-employee" />
          </Form.Item>
        ) : null}
        <Form.Item
          name="date"
          label={t('exemption.date')}
          rules={[schemaRule(shape.date, t)]}
          {...dateValueItemProps}
        >
          <DatePicker {...datePickerProps} data-testid="exemption-date" />
        </Form.Item>
        <Form.Item
          name="exemption_reason"
          label={t('exemption.reason')}
          rules={[schemaRule(shape.exemption_reason, t)]}
        >
          <Input.TextArea
            rows={4}
            maxLength={1000}
            showCount
            placeholder={t('exemption.reasonPlaceholder')}
            data-testid="exemption-reason"
          />
        </Form.Item>
        <FormActions
          saving={save.isPending}
          cancel={{ to: back }}
          saveLabel={t('exemption.save')}
          testId="exemption-save"
        />
      </AppForm>
    </Panel>
  );
}
