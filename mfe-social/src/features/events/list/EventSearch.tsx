import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SEARCH_PAUSE_MS } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { controlCss } from '../ui/controls';

const Form = styled.form`
  label { display: block; font-weight: 600; margin-block-end: 6px; }
`;

const Input = styled.input`${controlCss}`;

/**
 * The events' search box: typing applies the trimmed text after a pause,
 * Enter or emptying the box applies it at once; a new `value` from the
 * address (back/forward) replaces what is typed.
 */
export function EventSearch({ value, onSearch }: { value: string; onSearch(text: string): void }) {
  const { t } = useTranslation('mfe-social');
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const applied = useRef(value);
  // The latest callback: a pending pause applies to the list state of now, not of when typing began.
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
    <Form role="search" onSubmit={submit} data-testid="events-search">
      <label htmlFor="events-search-input">{t('events.list.searchLabel')}</label>
      <Input
        id="events-search-input"
        type="search"
        value={text}
        maxLength={100}
        placeholder={t('events.list.searchPlaceholder')}
        autoComplete="off"
        onChange={(event) => change(event.target.value)}
      />
    </Form>
  );
}
