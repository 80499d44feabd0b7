import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SEARCH_PAUSE_MS } from '@halaqa/contracts';
import { controlCss } from './control-css';

const Form = styled.form`
  label { display: block; font-weight: 600; margin-block-end: 6px; }
`;

const Input = styled.input`${controlCss}`;

export interface PausedSearchFieldProps {
  /** The applied search (from the address): a new one from outside (back/forward, a link) replaces what is typed. */
  value: string;
  onSearch(text: string): void;
  id: string;
  label: string;
  placeholder: string;
  testId: string;
  className?: string;
}

/**
 * A list's search box (spec: search after a 500 ms pause). Typing applies the trimmed text after the pause,
 * Enter applies it at once, and so does emptying the box.
 */
export function PausedSearchField({ value, onSearch, id, label, placeholder, testId, className }: PausedSearchFieldProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const applied = useRef(value);
  // The latest callback: a pending pause must apply to the page state of now, not of when typing began.
  const onSearchRef = useRef(onSearch);
  useEffect(() => { onSearchRef.current = onSearch; }, [onSearch]);

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const apply = (raw: string) => {
    cancel();
    const trimmed = raw.trim();
    if (trimmed === applied.current) return;
    applied.current = trimmed;
    onSearchRef.current(trimmed);
  };

  useEffect(() => {
    if (value === applied.current) return;
    cancel();
    applied.current = value;
    setText(value);
  }, [value]);

  useEffect(() => cancel, []);

  function change(next: string) {
    setText(next);
    cancel();
    if (next.trim() === '') apply('');
    else timer.current = setTimeout(() => apply(next), SEARCH_PAUSE_MS);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    apply(text);
  }

  return (
    <Form role="search" onSubmit={submit} data-testid={testId} className={className}>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => change(event.target.value)}
      />
    </Form>
  );
}
