import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYEE_SETTING_DESCRIPTION_MAX,
  EMPLOYEE_SETTING_NAME_MAX,
  EMPLOYEE_SETTINGS,
  employeeSettingFieldSchemas,
  type EmployeeSettingKind,
  type EmployeeSettingRow,
} from '@clockroom/contracts';
import { FormModal } from '../../../../platform/ui/form-modal.tsx';
import { schemaRule } from '../../../../platform/ui/form-rules.ts';
import { NameField } from '../../../../platform/ui/name-field.tsx';
import { saveEmployeeSettingMutation } from '../api.ts';
import { showFieldErrors } from '../../../../platform/ui/server-field-errors.ts';

interface Values {
  name: string;
  description: string;
}

interface SettingFormModalProps {
  kind: EmployeeSettingKind;
  /** null: closed; 'new': add; a row: edit it. */
  value: EmployeeSettingRow | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit one value of any of the four lists; a taken name shows under the name field. */
export function SettingFormModal({ kind, value, onClose, onSaved }: SettingFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const field = EMPLOYEE_SETTINGS[kind].field;
  const schemas = employeeSettingFieldSchemas(kind);
  const editing = value !== null && value !== 'new' ? value : null;
  const save = useMutation({
    ...saveEmployeeSettingMutation(kind),
    onSuccess: onSaved,
    onError: (error) =>
      showFieldErrors(form, error, t, { aliases: { [field]: 'name' }, fields: ['name', 'description'] }),
  });

  useEffect(() => {
    if (value === null) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? { name: editing[field] ?? '', description: editing.description ?? '' }
        : { name: '', description: '' },
    );
  }, [value, editing, field, form]);

  return (
    <FormModal
      form={form}
      saving={save.isPending}
      saveTestId="setting-save"
      open={value !== null}
      title={t(`employeeSettings.${kind}.${editing ? 'edit' : 'add'}`)}
      okText={t('words.save')}
      onCancel={onClose}
      name={`employee-setting-${kind}`}
      onFinish={(v) =>
        save.mutate({
          ...(editing ? { id: editing.id } : {}),
          name: v.name,
          description: v.description ?? '',
        })
      }
    >
      <NameField
        name="name"
        label={t(`employeeSettings.${kind}.name`)}
        rules={[schemaRule(schemas.name, t)]}
        maxLength={EMPLOYEE_SETTING_NAME_MAX}
        testId="setting-name"
      />
      <Form.Item
        name="description"
        label={t('employeeSettings.description')}
        rules={[schemaRule(schemas.description, t)]}
      >
        <Input.TextArea
          data-testid="setting-description"
          placeholder={t('employeeSettings.descriptionHelp')}
          maxLength={EMPLOYEE_SETTING_DESCRIPTION_MAX}
          autoSize={{ minRows: 2, maxRows: 5 }}
          showCount
        />
      </Form.Item>
    </FormModal>
  );
}
