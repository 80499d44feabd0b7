import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SEARCH_PAUSE_MS } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { controlCss } from './control-style';

const Form = styled.form`
  flex: 1 1 280px;
  label { display: block; font-weight: 600; margin-block-end: 6px; }
`;

const Input = styled.input`${controlCss}`;

/**
 * The catalogue's search box. Typing applies the trimmed text after a pause,
 * Enter applies it at once, emptying the box applies at once. A new `value`
 * from outside (back/forward, the app bar's link) replaces what is typed.
 */
export function SearchField({ value, onSearch }: { value: string; onSearch(text: string): void }) {
  const { t } = useTranslation('mfe-lms');
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
    <Form role="search" onSubmit={submit} data-testid="catalogue-search">
      <label htmlFor="catalogue-search-input">{t('allCourses.searchLabel')}</label>
      <Input
        id="catalogue-search-input"
        type="search"
        value={text}
        maxLength={100}
        placeholder={t('allCourses.searchPlaceholder')}
        autoComplete="off"
        onChange={(event) => change(event.target.value)}
      />
    </Form>
  );
}
