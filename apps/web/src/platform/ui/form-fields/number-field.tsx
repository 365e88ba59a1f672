import { Form, InputNumber, type InputNumberProps } from 'antd';
import { splitField, useRules, type FieldProps } from './field.ts';
import { useFieldFacts } from './field-facts.ts';

const NUMBER_KEYS = [
  'min',
  'max',
  'step',
  'precision',
  'placeholder',
  'disabled',
  'suffix',
  'inputMode',
] as const;

/** A whole percentage's bounds, unless the field gives its own. */
const PERCENT = { min: 0, max: 100, precision: 0 };

type NumberControl = Pick<InputNumberProps<number>, (typeof NUMBER_KEYS)[number]> & {
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
export function NumberField(field: FieldProps & NumberControl) {
  const { testId, required, schema, rules, wide, percent, inputClassName, ...props } = useFieldFacts(field);
  const [input, item] = splitField(props, NUMBER_KEYS);
  return (
    <Form.Item {...item} rules={useRules({ required, schema, rules }, { text: false })}>
      <InputNumber<number>
        {...(percent ? PERCENT : {})}
        {...input}
        className={inputClassName}
        style={wide ? { width: '100%' } : undefined}
        data-testid={testId}
      />
    </Form.Item>
  );
}
