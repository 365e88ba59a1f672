import { Input, type InputProps } from 'antd';
import { acceptsInput, type InputFilter } from '@clockroom/contracts';

interface FilteredInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  filter: InputFilter;
  value?: string;
  onChange?: (value: string) => void;
}

/** An input that refuses keystrokes and pastes breaking one of the five key filters (spec 1 §5). */
export function FilteredInput({ filter, value, onChange, ...rest }: FilteredInputProps) {
  return (
    <Input
      {...rest}
      value={value ?? ''}
      inputMode={filter === 'digits' ? 'numeric' : filter === 'decimal' ? 'decimal' : rest.inputMode}
      onChange={(event) => {
        if (acceptsInput(filter, event.target.value)) onChange?.(event.target.value);
      }}
    />
  );
}
