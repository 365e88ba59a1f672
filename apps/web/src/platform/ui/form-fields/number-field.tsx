import { Form, InputNumber, type InputNumberProps } from 'antd';
import { useRules, type FieldProps } from './field.ts';

type NumberControl = Pick<
  InputNumberProps<number>,
  'min' | 'max' | 'step' | 'precision' | 'placeholder' | 'disabled' | 'suffix' | 'inputMode'
> & {
  /** As wide as its column (a year, a weight), rather than the input's own narrow width. */
  wide?: boolean;
  /** The input's own class (its width); `className` is the form item's, as on every field. */
  inputClassName?: string;
  /** A whole percentage, 0 to 100 (a weight, a score): the bounds and precision unless given. */
  percent?: boolean;
};

/**
 * A number held as a number (a count, a year, a weight, minutes): `precision={0}` keeps it whole,
 * `min` and `max` stop the arrows and typing at the bounds the API allows.
 */
export function NumberField({
  testId,
  required,
  schema,
  rules,
  wide,
  percent,
  min = percent ? 0 : undefined,
  max = percent ? 100 : undefined,
  step,
  precision = percent ? 0 : undefined,
  placeholder,
  disabled,
  inputClassName,
  suffix,
  inputMode,
  ...item
}: FieldProps & NumberControl) {
  return (
    <Form.Item {...item} rules={useRules({ required, schema, rules }, { text: false })}>
      <InputNumber<number>
        min={min}
        max={max}
        step={step}
        precision={precision}
        placeholder={placeholder}
        disabled={disabled}
        className={inputClassName}
        suffix={suffix}
        inputMode={inputMode}
        style={wide ? { width: '100%' } : undefined}
        data-testid={testId}
      />
    </Form.Item>
  );
}
