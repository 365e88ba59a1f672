import { Form, Select, type SelectProps } from 'antd';
import { useRules, type FieldProps } from './field.ts';

type SelectControl = Pick<
  SelectProps,
  | 'options'
  | 'loading'
  | 'placeholder'
  | 'allowClear'
  | 'mode'
  | 'disabled'
  | 'maxTagCount'
  | 'notFoundContent'
  /** Told the value chosen, besides the form (to clear a field that hangs on it). */
  | 'onChange'
> & {
  /** Lets one type to narrow the list by the options' labels (a long list: branches, people). */
  search?: boolean;
};

/** One of a list, or several with `mode="multiple"`, in a dropdown. */
export function SelectField({
  testId,
  required,
  schema,
  rules,
  options,
  loading,
  placeholder,
  allowClear,
  mode,
  disabled,
  maxTagCount,
  search,
  onChange,
  notFoundContent,
  ...item
}: FieldProps & SelectControl) {
  return (
    <Form.Item {...item} rules={useRules({ required, schema, rules }, { text: false })}>
      <Select
        options={options}
        loading={loading}
        placeholder={placeholder}
        allowClear={allowClear}
        mode={mode}
        disabled={disabled}
        maxTagCount={maxTagCount}
        showSearch={search ? { optionFilterProp: 'label' } : undefined}
        onChange={onChange}
        notFoundContent={notFoundContent}
        data-testid={testId}
      />
    </Form.Item>
  );
}
