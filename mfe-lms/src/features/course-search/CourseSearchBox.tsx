import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@halaqa/query';
import styled from 'styled-components';
import { useNavigate } from '@halaqa/router';
import { useTranslation } from '@halaqa/i18n';
import { SEARCH_TEXT_MAX_LENGTH, type SlotContracts } from '@halaqa/contracts';
import { SearchInput } from '@halaqa/ui';
import { courseSearchQuery } from './course-search-query';
import { CourseOption, SeeAllOption, type FoundCourse } from './CourseOption';
import { lmsPaths } from '../../definition';
import { useAppliedSearch } from './use-applied-search';

type SearchPlacement = SlotContracts['app-bar.search@1']['placement'];

const Wrapper = styled.div<{ $placement: SearchPlacement }>`
  position: relative;
  ${({ $placement }) => ($placement === 'drawer' ? 'width: 100%;' : '')}
`;

const Popup = styled.div<{ $placement: SearchPlacement }>`
  position: absolute;
  top: calc(100% + 6px);
  inset-inline-start: 0;
  z-index: 150;
  width: ${({ $placement }) => ($placement === 'bar' ? 'max(100%, 380px)' : '100%')};
  max-width: calc(100vw - 32px);
  padding: 6px 0;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
`;

const Listbox = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Message = styled.p<{ $tone?: 'error' }>`
  margin: 0;
  padding: 10px 14px;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.muted)};
`;

type Option = { kind: 'course'; course: FoundCourse } | { kind: 'all' };

/**
 * The app bar's course search (spec section 2 "App bar"), mfe-lms's filler of
 * app-bar.search@1: a WAI-ARIA combobox whose listbox shows the first courses
 * found as you type, and a last option leading to every result on the
 * all-courses page. The host's stand-in hands over what was typed into it
 * (`initialText`) and, when it had the focus, the focus (`takeOverFocus`: it
 * follows the visitor's own focus, not an autofocus).
 */
export function CourseSearchBox({ placement, initialText = '', takeOverFocus = false, onNavigate }: SlotContracts['app-bar.search@1']) {
  const { t } = useTranslation('mfe-lms');
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(initialText.trim() !== '');
  const [active, setActive] = useState(-1);
  const query = useAppliedSearch(text);
  const search = useQuery(courseSearchQuery(query));

  useEffect(() => {
    if (!takeOverFocus || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(initialText.length, initialText.length);
  }, [takeOverFocus, initialText]);
  // New results: nothing is highlighted until the arrow keys say so.
  useEffect(() => setActive(-1), [query, search.data]);

  const found = search.data;
  const options: Option[] = found
    ? [...found.data.map((course) => ({ kind: 'course' as const, course })), ...(found.count > 0 ? [{ kind: 'all' as const }] : [])]
    : search.isError ? [{ kind: 'all' }] : [];
  const expanded = open && query !== '';
  const optionId = (index: number) => `${id}-option-${index}`;
  const listboxId = `${id}-listbox`;

  const go = (to: string) => {
    setText('');
    setOpen(false);
    navigate(to);
    onNavigate?.();
  };
  // "See all" takes the box's words as they are now, even before the pause has applied them.
  const choose = (option: Option) => go(option.kind === 'course' ? lmsPaths.courseOverview(option.course.id) : lmsPaths.allCourses({ query: text.trim() }));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) { setOpen(true); return; }
      if (last < 0) return;
      const down = event.key === 'ArrowDown';
      setActive((current) => (down ? (current >= last ? 0 : current + 1) : (current <= 0 ? last : current - 1)));
    } else if (event.key === 'Enter') {
      if (!text.trim()) return;
      event.preventDefault();
      const option = options[active];
      if (expanded && option) choose(option);
      else go(lmsPaths.allCourses({ query: text.trim() }));
    } else if (event.key === 'Escape') {
      if (!expanded && !text) return;
      // Closes the list (then empties the box) before anything else, e.g. the mobile drawer, hears Escape.
      event.preventDefault();
      event.stopPropagation();
      if (expanded) setOpen(false);
      else setText('');
    }
  };

  return (
    <Wrapper $placement={placement} data-testid="course-search">
      <SearchInput
        ref={input}
        $placement={placement}
        type="search"
        role="combobox"
        aria-label={t('courseSearch.label')}
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && options[active] ? optionId(active) : undefined}
        placeholder={`${t('courseSearch.label')}…`}
        autoComplete="off"
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        value={text}
        onChange={(event) => { setText(event.target.value); setOpen(true); }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        data-testid="course-search-input"
      />
      {expanded && (
        <Popup $placement={placement} data-testid="course-search-popup">
          {search.isPending && <Message role="status">{t('courseSearch.loading')}</Message>}
          {search.isError && <Message role="alert" $tone="error" data-testid="course-search-error">{t('courseSearch.failed')}</Message>}
          {found?.count === 0 && <Message role="status" data-testid="course-search-empty">{t('courseSearch.empty', { query })}</Message>}
          <Listbox id={listboxId} role="listbox" aria-label={t('courseSearch.results')}>
            {options.map((option, index) => {
              const common = { id: optionId(index), active: index === active, onChoose: () => choose(option) };
              return option.kind === 'course'
                ? <CourseOption key={option.course.id} course={option.course} {...common} />
                : <SeeAllOption key="all" label={t('courseSearch.seeAll')} {...common} />;
            })}
          </Listbox>
        </Popup>
      )}
    </Wrapper>
  );
}
