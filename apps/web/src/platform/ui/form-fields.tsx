import type { ReactNode } from 'react';
import { DatePicker, Form, Input, Radio, Switch, type DatePickerProps, type FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { datePickerProps, dateValueItemProps } from './date-value.ts';
import { FilteredInput } from './filtered-input.tsx';
import { requiredRule } from './form-rules.ts';

/**
 * The fields every form repeats, each a Form.Item and its control in one line: a choice of a few
 * options, an amount in naira, a date, a note and an on/off switch. A form says what is particular to
 * it (name, label, test id, its required message) and the field keeps the product's habits (a date
 * sent yyyy-MM-dd and shown dd-MM-yyyy, an amount that takes digits and one point, a required text
 * that is not only spaces).
 */
interface FieldProps extends Omit<FormItemProps, 'children' | 'label' | 'required'> {
  label: ReactNode;
  /** The control's data-testid (journeys find fields by it). */
  testId: string;
  /** The message key shown when the field is left empty; the field is optional without it. */
  required?: string;
}

/** The item's rules: the required message first, then the form's own. */
function useRules({ required, rules }: Pick<FieldProps, 'required' | 'rules'>): FormItemProps['rules'] {
  const { t } = useTranslation();
  if (!required) return rules;
  return [requiredRule(required, t), ...(rules ?? [])];
}

/** One of a few options, side by side (radio buttons). */
export function ChoiceField<V extends string | number | boolean>({
  testId,
  required,
  rules,
  options,
  disabled,
  optionType,
  ...item
}: FieldProps & {
  /** An option's own `testId` is put on its radio, for journeys that pick one by it. */
  options: { value: V; label: ReactNode; testId?: string }[];
  disabled?: boolean;
  /** `button`: the options as a row of joined buttons (a period, a grouping) rather than radios. */
  optionType?: 'default' | 'button';
}) {
  const Choice = optionType === 'button' ? Radio.Button : Radio;
  return (
    <Form.Item {...item} rules={useRules({ required, rules })}>
      {options.some((o) => o.testId) ? (
        <Radio.Group data-testid={testId} disabled={disabled} optionType={optionType}>
          {options.map((o) => (
            <Choice key={String(o.value)} value={o.value} data-testid={o.testId}>
              {o.label}
            </Choice>
          ))}
        </Radio.Group>
      ) : (
        <Radio.Group data-testid={testId} options={options} disabled={disabled} optionType={optionType} />
      )}
    </Form.Item>
  );
}

/** An amount in naira, as the API's decimal text: digits and one point only. */
export function AmountField({
  testId,
  required,
  rules,
  maxLength = 15,
  placeholder,
  disabled,
  ...item
}: FieldProps & { maxLength?: number; placeholder?: string; disabled?: boolean }) {
  return (
    <Form.Item {...item} rules={useRules({ required, rules })}>
      <FilteredInput
        filter="decimal"
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={disabled}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/** A date, held as the API's yyyy-MM-dd and shown dd-MM-yyyy. */
export function DateField({
  testId,
  required,
  rules,
  picker,
  ...item
}: FieldProps & { picker?: Omit<DatePickerProps, 'value' | 'onChange'> }) {
  return (
    <Form.Item {...item} rules={useRules({ required, rules })} {...dateValueItemProps}>
      <DatePicker {...datePickerProps} {...picker} data-testid={testId} />
    </Form.Item>
  );
}

/** A free text of a few lines (a note, a description, a reason). */
export function NoteField({
  testId,
  required,
  rules,
  rows = 2,
  maxLength = 1000,
  placeholder,
  showCount,
  ...item
}: FieldProps & { rows?: number; maxLength?: number; placeholder?: string; showCount?: boolean }) {
  return (
    <Form.Item {...item} rules={useRules({ required, rules })}>
      <Input.TextArea
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        showCount={showCount}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/** An on/off setting; `on` and `off` label the switch itself (Active / Inactive). */
export function SwitchField({
  testId,
  on,
  off,
  disabled,
  ...item
}: Omit<FieldProps, 'required'> & { on?: ReactNode; off?: ReactNode; disabled?: boolean }) {
  return (
    <Form.Item {...item} valuePropName="checked">
      <Switch checkedChildren={on} unCheckedChildren={off} disabled={disabled} data-testid={testId} />
    </Form.Item>
  );
}
