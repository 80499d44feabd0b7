import { useCallback, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ApiError } from '@halaqa/api-client';
import { ERROR_CODES } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { useQueryClient } from '@halaqa/query';
import { ErrorState, failureCode } from '@halaqa/ui/pages';
import { routeIdOf } from '../../../route-id';
import { useVisitSubsection } from '../api/content-mutations';
import { findItem } from '../api/outline-patch';
import { subsectionQuery, usePlayerSubsection } from '../api/player-queries';
import type { PlayerSubsection } from '../api/types';
import { usePlayer } from '../frame/player-context';
import { useSearchValue } from '../frame/player-route';
import { PlayerHeading } from '../frame/PlayerHeading';
import { ContentSkeleton } from '../frame/PlayerSkeleton';
import type { PlayerChildProps } from '../player-child';
import { Attachments } from './Attachments';
import { ItemBody } from './ItemBody';
import { ItemNotes } from './ItemNotes';
import { LockedItem } from './LockedItem';
import { wholeNumberOf, type NotePosition } from './note-position';

const Header = styled.div`
  margin-block-end: 16px;
  .section { margin: 0 0 4px; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  .tags { display: flex; gap: 8px; flex-wrap: wrap; margin-block-end: 8px; font-size: 0.85rem; color: ${({ theme }) => theme.colors.muted}; }
  .description { margin: 0 0 16px; line-height: 1.6; white-space: pre-line; }
`;

/** content/{subsectionId}: one item of the course, in its viewer. */
export function ContentPage({ params }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const { course, courseId, studentView } = usePlayer();
  const subsectionId = routeIdOf(params.subsectionId);
  const outlineItem = subsectionId === null ? null : findItem(course, subsectionId)?.item ?? null;
  const item = usePlayerSubsection(courseId, subsectionId, studentView);

  if (subsectionId === null || (item.isError && failureCode(item.error) === ERROR_CODES.NOT_FOUND)) {
    return <><PlayerHeading>{t('player.content.notFoundTitle')}</PlayerHeading><p>{t('player.content.notFoundBody')}</p></>;
  }
  if (item.isPending) return <ContentSkeleton />;
  if (item.isError) {
    if (failureCode(item.error) === ERROR_CODES.CONTENT_LOCKED) {
      return <LockedItem item={outlineItem} message={item.error instanceof ApiError ? item.error.message : null} />;
    }
    return <ErrorState namespace="mfe-lms" error={item.error} onRetry={() => void item.refetch()} />;
  }
  return <LoadedItem subsection={item.data} />;
}

function LoadedItem({ subsection }: { subsection: PlayerSubsection }) {
  const { t } = useTranslation('mfe-lms');
  const { course, courseId, studentView, isLearner } = usePlayer();
  const queryClient = useQueryClient();
  const visit = useVisitSubsection(courseId);
  const position = useRef<NotePosition | null>(null);
  const onPosition = useCallback((at: NotePosition) => { position.current = at; }, []);
  const openAt = { time: wholeNumberOf(useSearchValue('t')), page: wholeNumberOf(useSearchValue('page')) };

  // One visit per arrival (the page is mounted anew for each item); the ref survives StrictMode's second effect.
  const visited = useRef(false);
  const { mutate: recordVisit } = visit;
  useEffect(() => {
    if (visited.current || !isLearner) return;
    visited.current = true;
    recordVisit(subsection.id);
  }, [isLearner, recordVisit, subsection.id]);

  // The next item's answer is fetched ahead, so moving on shows it at once (not a locked one: it would be refused).
  const { nextId } = subsection;
  const nextLocked = nextId !== null && Boolean(findItem(course, nextId)?.item.lock);
  useEffect(() => {
    if (nextId !== null && !nextLocked) void queryClient.prefetchQuery(subsectionQuery(courseId, nextId, studentView));
  }, [queryClient, courseId, nextId, nextLocked, studentView]);

  const showNotes = isLearner;
  return (
    <article data-testid="content-item">
      <Header>
        <p className="section" dir="auto">{subsection.sectionName}</p>
        <PlayerHeading>{subsection.name}</PlayerHeading>
        <div className="tags">
          {subsection.isOptional && <span>{t('player.outline.optional')}</span>}
          {isLearner && subsection.hasCompletionRule && <span>{t(`player.content.rule.${ruleOf(subsection)}`, { defaultValue: '' })}</span>}
        </div>
        {subsection.description && <p className="description" dir="auto">{subsection.description}</p>}
      </Header>
      <ItemBody subsection={subsection} openAt={openAt} onPosition={onPosition} />
      <Attachments attachments={subsection.attachments} />
      {showNotes && <ItemNotes subsectionId={subsection.id} position={position} />}
    </article>
  );
}

/** Which completion rule the item follows: media whose length is unknown are done once opened, as the API counts them. */
function ruleOf(subsection: PlayerSubsection): string {
  if (subsection.contentType !== 'FILE') return subsection.contentType ?? 'OTHER';
  const measured = subsection.fileKind === 'VIDEO' || subsection.fileKind === 'AUDIO';
  return measured && subsection.file?.durationSeconds === null ? 'DOCUMENT' : subsection.fileKind ?? 'DOCUMENT';
}
