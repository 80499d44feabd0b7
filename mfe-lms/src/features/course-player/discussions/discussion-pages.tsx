import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { EmptyState, Pagination, QueryStates, RichText, pageCountOf } from '@halaqa/ui/pages';
import { formatDate } from '../../../format/dates';
import { routeIdOf } from '../../../route-id';
import { usePlayer } from '../frame/player-context';
import { PlayerHeading } from '../frame/PlayerHeading';
import { PlayerList, PlayerListLoading } from '../frame/player-list';
import type { PlayerChildProps } from '../player-child';
import { CommentForm } from './CommentForm';
import { ThreadCard } from './CommentCard';
import { BOARDS_TAKE, useDiscussionBoard, useDiscussionBoards, useMarkRead, useThreads, type DiscussionBoard } from './discussion-queries';

const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  .new { color: ${({ theme }) => theme.colors.info}; font-weight: 600; }
`;

const Notice = styled.p`
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius}px;
  font-weight: 600;
`;

const Threads = styled.ul`
  margin: 16px 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** discussion-boards: the course's boards in outline order, with threads and what is new. */
export function DiscussionBoardsPage({ title }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const { courseId, paths, isLearner } = usePlayer();
  const [page, setPage] = useState(1);
  const boards = useDiscussionBoards(courseId, page);
  return (
    <div data-testid="discussion-boards">
      <PlayerHeading>{title ?? t('pages.courseDiscussionBoards')}</PlayerHeading>
      <QueryStates query={boards} namespace="mfe-lms" loading={<PlayerListLoading />}>
        {({ count, data }) => data.length === 0 ? <EmptyState>{t('discussions.empty')}</EmptyState> : (
          <>
            <PlayerList>
              {data.map((board) => (
                <li key={board.id} data-testid="discussion-board">
                  <h2 dir="auto"><Link to={paths.discussionBoard(board.id)}>{board.title}</Link></h2>
                  <Badges>
                    <span>{t('discussions.threads', { count: board.threadCount })}</span>
                    {board.newCount > 0 && <span className="new">{t('discussions.newCount', { count: board.newCount })}</span>}
                    {board.readOnlyReason && <span>{t('discussions.lockedBadge')}</span>}
                    {isLearner && board.isCompleted && <span>{t('discussions.done')}</span>}
                  </Badges>
                </li>
              ))}
            </PlayerList>
            <Pagination page={page} pageCount={pageCountOf(count, BOARDS_TAKE)} onPageChange={setPage} label={t('discussions.pages')} />
          </>
        )}
      </QueryStates>
    </div>
  );
}

function ReadOnlyNotice({ board }: { board: DiscussionBoard }) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  if (!board.readOnlyReason) return null;
  const date = board.readOnlyReason === 'NOT_OPEN_YET' ? board.unlockDate : board.lockDate;
  return <Notice role="note" data-testid="board-read-only">{t(`discussions.readOnly.${board.readOnlyReason}`, { date: date ? formatDate(date, language) : '' })}</Notice>;
}

/** The threads of a board, newest first; "show more" loads the next ones. Marks the board read once they are shown. */
function BoardThreads({ board }: { board: DiscussionBoard }) {
  const { t } = useTranslation('mfe-lms');
  const { courseId } = usePlayer();
  const threads = useThreads(courseId, board.id, true);
  const markRead = useMarkRead(courseId, board.id);
  const shown = threads.isSuccess;
  const { mutate } = markRead;
  useEffect(() => { if (shown) mutate(); }, [shown, mutate]);
  const readOnly = board.readOnlyReason !== null;
  return (
    <section aria-label={t('discussions.threadsLabel')}>
      <QueryStates query={threads} namespace="mfe-lms" loading={<PlayerListLoading />}>
        {(data) => {
          const all = data.pages.flatMap((page) => page.data);
          if (!all.length) return <EmptyState>{t('discussions.noThreads')}</EmptyState>;
          return (
            <>
              <Threads>{all.map((thread) => <ThreadCard key={thread.id} courseId={courseId} boardId={board.id} thread={thread} readOnly={readOnly} />)}</Threads>
              {threads.hasNextPage && (
                <Button type="button" $variant="ghost" disabled={threads.isFetchingNextPage} onClick={() => void threads.fetchNextPage()}>
                  {t('discussions.showMore')}
                </Button>
              )}
            </>
          );
        }}
      </QueryStates>
    </section>
  );
}

/** discussion-boards/{id}: the board, a form to start a thread (unless read-only) and its threads. */
export function DiscussionBoardPage({ params }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const { courseId, paths } = usePlayer();
  const boardId = routeIdOf(params.discussionBoardId) ?? 0;
  const board = useDiscussionBoard(courseId, boardId);
  return (
    <article data-testid="discussion-board-page">
      <QueryStates query={board} namespace="mfe-lms" loading={<PlayerListLoading />}>
        {(item) => (
          <>
            <PlayerHeading>{item.title}</PlayerHeading>
            {item.description && <RichText html={item.description} testId="board-description" />}
            <Badges>
              <span>{t('discussions.threads', { count: item.threadCount })}</span>
              {item.newCount > 0 && <span className="new" data-testid="board-new-count">{t('discussions.newCount', { count: item.newCount })}</span>}
            </Badges>
            <ReadOnlyNotice board={item} />
            {!item.readOnlyReason && (
              <section>
                <h2>{t('discussions.newThread')}</h2>
                <CommentForm courseId={courseId} boardId={item.id} label={t('discussions.newThreadLabel')} submitText={t('discussions.post')} testId="thread-form" />
              </section>
            )}
            <BoardThreads board={item} />
          </>
        )}
      </QueryStates>
      <p><Link to={paths.discussionBoards()}>{t('discussions.all')}</Link></p>
    </article>
  );
}
