import { useEffect, useRef, useState } from 'react';
// The plain field only: `Input` from 'antd' brings Search, TextArea, Password and OTP (~7.6 KB gzip) to
// every list page, forms or not (docs/decisions/0010).
import Input from 'antd/es/input/Input';
import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_DEBOUNCE_MS } from '@clockroom/contracts';

interface SearchBoxProps {
  value: string;
  onSearch: (text: string) => void;
  placeholder: string;
  id?: string;
}

/** A search field that reports 500 ms after the last keystroke, or at once on Enter (spec 1 §9). */
export function SearchBox({ value, onSearch, placeholder, id }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The URL changed under us (back button, "clear"): show its value.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onSearch(next.trim());
  };

  return (
    <Input
      id={id}
      data-testid="table-search"
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={placeholder}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => report(next), SEARCH_DEBOUNCE_MS);
      }}
      onPressEnter={() => report(text)}
      style={{ width: 280, maxWidth: '100%' }}
    />
  );
}
