import { useEffect } from 'react';
import { Checkbox, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DATE_DISPLAY_FORMAT,
  DATE_VALUE_FORMAT,
  HOLIDAY_MESSAGES,
  publicHolidaySchema,
  type PublicHoliday,
} from '@clockroom/contracts';
import { FormModal } from '../../../../../platform/ui/form-modal.tsx';
import { schemaRule } from '../../../../../platform/ui/form-rules.ts';
import { NameField } from '../../../../../platform/ui/name-field.tsx';
import { showFieldErrors } from '../../../../../platform/ui/server-field-errors.ts';
import { saveHolidayMutation } from '../api.ts';

interface Values {
  name: string;
  date: Dayjs | null;
  recurring: boolean;
}

interface HolidayFormModalProps {
  /** null: closed; 'new': add; a holiday: edit it. */
  holiday: PublicHoliday | 'new' | null;
  defaultYear: number;
  onClose: () => void;
  onSaved: (holiday: PublicHoliday) => void;
}

/** Add or edit one holiday; the 422 for a taken date shows under the date. */
export function HolidayFormModal({ holiday, defaultYear, onClose, onSaved }: HolidayFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    ...saveHolidayMutation(),
    onSuccess: ({ data }) => onSaved(data),
    onError: (error) => showFieldErrors(form, error, t),
  });
  const editing = holiday !== null && holiday !== 'new' ? holiday : null;

  useEffect(() => {
    if (holiday === null) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? { name: editing.name, date: dayjs(editing.date), recurring: editing.recurring }
        : { name: '', date: null, recurring: false },
    );
  }, [holiday, editing, form]);

  return (
    <FormModal
      form={form}
      saving={save.isPending}
      saveTestId="holiday-save"
      open={holiday !== null}
      title={t(editing ? 'holidays.edit' : 'holidays.add')}
      okText={t('words.save')}
      onCancel={onClose}
      name="public-holiday"
      onFinish={(v) =>
        save.mutate({
          ...(editing ? { id: editing.id } : {}),
          name: v.name,
          date: v.date ? v.date.format(DATE_VALUE_FORMAT) : '',
          recurring: v.recurring,
        })
      }
    >
      <NameField
        name="name"
        label={t('holidays.name')}
        rules={[schemaRule(publicHolidaySchema.shape.name, t)]}
        maxLength={100}
        testId="holiday-name"
      />
      <Form.Item
        name="date"
        label={t('holidays.date')}
        rules={[{ required: true, message: t(HOLIDAY_MESSAGES.dateRequired) }]}
      >
        <DatePicker
          format={DATE_DISPLAY_FORMAT}
          style={{ width: '100%' }}
          data-testid="holiday-date"
          defaultPickerValue={dayjs(`${defaultYear}-01-01`)}
        />
      </Form.Item>
      <Form.Item name="recurring" valuePropName="checked">
        <Checkbox data-testid="holiday-recurring">{t('holidays.recurring')}</Checkbox>
      </Form.Item>
    </FormModal>
  );
}
