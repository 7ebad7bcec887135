import { useEffect, useRef, useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

const SEARCH_DEBOUNCE_MS = 300;

export interface SearchInputProps {
  /** The search as applied (e.g. from the URL). */
  value: string;
  /** Called with the trimmed text after a pause in typing, or at once on Enter. */
  onSearch: (text: string) => void;
  placeholder: string;
  'aria-label': string;
  'data-testid'?: string;
}

/** A search box that applies what is typed after a pause, and follows `value` when it changes elsewhere ('Clear All', back). */
export function SearchInput({ value, onSearch, placeholder, 'aria-label': label, 'data-testid': testId }: SearchInputProps) {
  const [text, setText] = useState(value);
  const pushed = useRef(value);

  useEffect(() => {
    if (text.trim() === pushed.current) return;
    const timer = setTimeout(() => {
      pushed.current = text.trim();
      onSearch(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  useEffect(() => {
    if (value !== pushed.current) {
      pushed.current = value;
      setText(value);
    }
  }, [value]);

  return (
    <Input
      allowClear
      prefix={<SearchOutlined />}
      placeholder={placeholder}
      aria-label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onPressEnter={() => {
        pushed.current = text.trim();
        onSearch(text.trim());
      }}
      data-testid={testId}
    />
  );
}
