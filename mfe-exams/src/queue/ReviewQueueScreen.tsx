import { useRef, useState } from 'react';
import styled from 'styled-components';
import { ERROR_CODES } from '@halaqa/contracts';
import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { Button, NotAllowedCard } from '@halaqa/ui';
import { EmptyState, ErrorState, failureCode, Pagination, SkeletonRegion, SkeletonText, VisuallyHidden, pageCountOf } from '@halaqa/ui/pages';
import { QUEUE_PAGE_SIZE, useReviewQueue } from '../api/review-queries';
import type { ManagedAttemptSummary } from '../api/review-types';
import { examPaths, useExamPaths } from '../shared/exam-paths';
import { formatDateTime, formatNumber } from '../shared/format';
import { Badge, linkStyle, ScreenHeading } from '../shared/ui';
import type { ScreenIds } from '../slots/exam-runner';

const Layout = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  .intro { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
  p > a { ${linkStyle} }
`;

/** A card per attempt (an ordered list: the order is the queue's), readable on a phone as on a desk. */
const Queue = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 12px;
  &:focus { outline: none; }
  li { padding: 16px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius * 1.5}px; background: ${({ theme }) => theme.colors.surface}; }
  .top { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 16px; }
  h2 { margin: 0; font-size: 1.1rem; display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
  .email { margin: 2px 0 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  dl { display: flex; flex-wrap: wrap; gap: 4px 24px; margin: 10px 0 0; color: ${({ theme }) => theme.colors.muted}; }
  dl div { display: flex; flex-wrap: wrap; gap: 6px; }
  dt::after { content: ':'; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.text}; }
`;

/**
 * exams/reviews: the course's attempts that need the {{instructor}}, the
 * longest waiting first (the API's order), a page at a time, each leading
 * to its grading screen. Course managers only: the API refuses anyone else
 * (403 perm-001, or 404 req-002 for a course they do not teach), which
 * reads as the not-allowed card.
 */
export default function ReviewQueueScreen({ courseId }: ScreenIds) {
  const { t } = useTranslation('mfe-exams');
  const paths = useExamPaths();
  const [page, setPage] = useState(1);
  const queue = useReviewQueue(courseId, page);
  const list = useRef<HTMLOListElement>(null);
  if (queue.isError && [ERROR_CODES.FORBIDDEN, ERROR_CODES.NOT_FOUND].includes(failureCode(queue.error) as typeof ERROR_CODES.FORBIDDEN)) {
    return <NotAllowedCard />;
  }
  const exams = paths.list(courseId);
  const turn = (next: number) => {
    setPage(next);
    // The new page's attempts are what the reader wants next: the list takes the focus (its name is read).
    list.current?.focus();
  };
  return (
    <Layout data-testid="exam-review-queue">
      <ScreenHeading>{t('queue.title')}</ScreenHeading>
      <p className="intro">{t('queue.intro')}</p>
      {queue.isPending && <SkeletonRegion label={t('loading', { ns: 'common' })}><SkeletonText lines={6} /></SkeletonRegion>}
      {queue.isError && <ErrorState namespace="mfe-exams" error={queue.error} onRetry={() => void queue.refetch()} />}
      {queue.data && (queue.data.data.length === 0
        ? <EmptyState>{t('queue.empty')}</EmptyState>
        : (
          <>
            <Queue ref={list} tabIndex={-1} aria-label={t('queue.caption')} aria-busy={queue.isPlaceholderData || undefined} data-testid="review-queue">
              {queue.data.data.map((attempt) => <QueueRow key={attempt.id} courseId={courseId} attempt={attempt} />)}
            </Queue>
            <Pagination page={page} pageCount={pageCountOf(queue.data.count, QUEUE_PAGE_SIZE)} onPageChange={turn} label={t('queue.pages')} />
          </>
        ))}
      {exams && <p><Link to={exams}>{t('queue.toList')}</Link></p>}
    </Layout>
  );
}

function QueueRow({ courseId, attempt }: { courseId: number; attempt: ManagedAttemptSummary }) {
  const { t } = useTranslation('mfe-exams');
  const language = usePageLanguage();
  const grading = examPaths.grading(courseId, attempt.id);
  const number = formatNumber(attempt.attemptNumber, language);
  return (
    <li data-testid="review-queue-row">
      <div className="top">
        <h2>
          <span dir="auto">{attempt.member.name}</span>
          {attempt.isInstructorAttempt && <Badge>{t('queue.instructorAttempt')}</Badge>}
        </h2>
        {grading && (
          <Button as={Link} to={grading} $variant="ghost" data-testid="grade-attempt">
            {t('queue.grade')}
            <VisuallyHidden>{` — ${t('queue.gradeContext', { number, name: attempt.member.name, exam: attempt.examTitle })}`}</VisuallyHidden>
          </Button>
        )}
      </div>
      <p className="email" dir="ltr">{attempt.member.email}</p>
      <dl>
        <div><dt>{t('queue.exam')}</dt><dd><span dir="auto">{attempt.examTitle}</span> · {t('queue.attempt', { number })}</dd></div>
        {attempt.finishedAt && (
          <div><dt>{t('queue.finished')}</dt><dd><time dateTime={attempt.finishedAt}>{formatDateTime(attempt.finishedAt, language)}</time></dd></div>
        )}
        <div><dt>{t('queue.left')}</dt><dd data-testid="queue-left">{t('queue.leftCount', { count: attempt.pendingReviews })}</dd></div>
      </dl>
    </li>
  );
}
