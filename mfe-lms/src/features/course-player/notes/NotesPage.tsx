import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { EmptyState, QueryStates, SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';
import { useCourseNotes } from '../api/notes-queries';
import { usePlayer } from '../frame/player-context';
import { PlayerHeading } from '../frame/PlayerHeading';
import type { PlayerChildProps } from '../player-child';
import { groupBySection } from './group-notes';
import { NoteRow } from './NoteRow';
import { useDebounced } from './use-debounced';

/** The search asks the API once the typing pauses this long. */
export const NOTES_SEARCH_DELAY_MS = 500;

const Page = styled.div`
  .search { display: flex; flex-direction: column; gap: 6px; margin-block-end: 24px; max-inline-size: 420px; }
  input, textarea {
    padding: 8px; font: inherit; color: inherit; background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder}; border-radius: ${({ theme }) => theme.radius}px;
  }
  textarea { inline-size: 100%; min-block-size: 88px; }
  input:focus-visible, textarea:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; }
  section { margin-block-end: 24px; }
  h2 { font-size: 1.15rem; margin: 0 0 8px; }
  ul { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 12px; }
  li { padding: 12px 16px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius * 1.5}px; }
  .where { margin: 0 0 6px; font-weight: 600; }
  .where a { color: ${({ theme }) => theme.colors.primaryText}; }
  .where a:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
  .text { margin: 0 0 8px; white-space: pre-line; line-height: 1.6; }
  .visually-hidden { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

/** notes: the member's notes of the course by section, searched, edited and deleted here; each leads back to where it was made. */
export function NotesPage({ title }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const { courseId } = usePlayer();
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), NOTES_SEARCH_DELAY_MS);
  const notes = useCourseNotes(courseId, query);
  const searchId = useId();
  return (
    <Page data-testid="course-notes">
      <PlayerHeading>{title ?? t('pages.courseNotes')}</PlayerHeading>
      <div className="search" role="search">
        <label htmlFor={searchId}>{t('player.notes.search')}</label>
        <input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} dir="auto" />
      </div>
      <QueryStates query={notes} namespace="mfe-lms" loading={<SkeletonRegion label={t('player.notes.loading')}><SkeletonText lines={6} /></SkeletonRegion>}>
        {(found) => {
          const loaded = found.pages.flatMap((page) => page.data);
          return loaded.length === 0 ? (
            <EmptyState>{query ? t('player.notes.noMatch', { query }) : t('player.notes.empty')}</EmptyState>
          ) : (
            <>
              <div aria-live="polite">
                {groupBySection(loaded).map((group) => (
                  <section key={group.sectionId} aria-labelledby={`notes-section-${group.sectionId}`}>
                    <h2 id={`notes-section-${group.sectionId}`} dir="auto">{group.sectionName}</h2>
                    <ul>{group.notes.map((note) => <NoteRow key={note.id} note={note} />)}</ul>
                  </section>
                ))}
              </div>
              {notes.hasNextPage && (
                <Button type="button" $variant="secondary" onClick={() => void notes.fetchNextPage()} disabled={notes.isFetchingNextPage} data-testid="more-notes">
                  {t('player.notes.more')}
                </Button>
              )}
            </>
          );
        }}
      </QueryStates>
    </Page>
  );
}
