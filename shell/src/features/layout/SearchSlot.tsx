import { useState } from 'react';
import { SEARCH_TEXT_MAX_LENGTH } from '@halaqa/contracts';
import { ErrorBoundary, useChromeTexts, useFillerComponent, useSlotFills } from '@halaqa/mfe-runtime';
import { SearchInput } from '@halaqa/ui';

/**
 * The app bar's search (app-bar.search@1): a look-alike input named by the
 * filler's label stands in until someone heads for it, so the filler's remote
 * is downloaded only then (never on a page load: the shell's budget). It
 * stays, taking what is typed, until the filler has arrived; then the filler
 * takes its place with what was typed and, if it had it, the focus.
 */
export function SearchSlot({ placement, onNavigate }: { placement: 'bar' | 'drawer'; onNavigate?: () => void }) {
  const [search] = useSlotFills('app-bar.search@1');
  const { label } = useChromeTexts();
  const [attempt, setAttempt] = useState(0);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const Search = useFillerComponent<'app-bar.search@1'>(search, attempt);
  if (!search) return null;

  const headFor = () => setAttempt((value) => value + 1);
  const name = search.fill.label ? label(search.area.name, search.fill.label) : '';
  const standIn = (
    <SearchInput
      $placement={placement}
      type="search"
      aria-label={name}
      placeholder={`${name}…`}
      autoComplete="off"
      maxLength={SEARCH_TEXT_MAX_LENGTH}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onFocus={() => { setFocused(true); headFor(); }}
      onBlur={() => setFocused(false)}
      onPointerEnter={() => { if (attempt === 0) headFor(); }}
      data-testid="course-search-placeholder"
    />
  );
  if (!Search) return standIn;
  return (
    <ErrorBoundary fallback={() => standIn}>
      <Search placement={placement} onNavigate={onNavigate} initialText={text} takeOverFocus={focused} />
    </ErrorBoundary>
  );
}
