import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@halaqa/i18n';
import { useOrganization } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { EmptyState, Pagination, QueryStates, VisuallyHidden } from '@halaqa/ui/pages';
import { CardGrid } from '../../course-ui/CardGrid';
import { CourseCard } from '../../course-ui/CourseCard';
import { CourseCardSkeletons } from '../../course-ui/CourseCardSkeletons';
import { lmsPaths } from '../../definition';
import { usePageInRange, usePageParam } from '@halaqa/mfe-runtime/paging';
import { RemoveFavoriteButton } from './RemoveFavoriteButton';
import { useRemoveFavorite } from './use-remove-favorite';
import { useWishlist, WISHLIST_PAGE_SIZE, type FavoriteCourse } from './wishlist-query';

/** The courses tab of the favorites page (favorites.tabs@1): the member's favorite courses, each removable, a page at a time. */
export function FavoriteCourses() {
  const { t } = useTranslation('mfe-lms');
  const { page, setPage, listTop } = usePageParam();
  const wishlist = useWishlist(page);
  const pageCount = usePageInRange(wishlist, page, WISHLIST_PAGE_SIZE, setPage);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLUListElement>(null);
  // The place of the card just removed: the focus goes to the card that takes it (or the list's heading).
  const removedAt = useRef<number | null>(null);
  const remove = useRemoveFavorite((course) => setAnnouncement(t('favorites.removed', { name: course.name })));

  useEffect(() => {
    if (removedAt.current === null) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('[data-testid="remove-favorite"]') ?? [];
    const next = buttons[Math.min(removedAt.current, buttons.length - 1)];
    removedAt.current = null;
    (next ?? listTop.current)?.focus();
  }, [wishlist.data, listTop]);

  function onRemove(course: FavoriteCourse, index: number) {
    removedAt.current = index;
    setAnnouncement('');
    remove.mutate(course);
  }

  return (
    <>
      <VisuallyHidden as="h2" ref={listTop} tabIndex={-1}>{t('favorites.listTitle')}</VisuallyHidden>
      <VisuallyHidden role="status" data-testid="favorites-announcement">{announcement}</VisuallyHidden>
      <QueryStates query={wishlist} namespace="mfe-lms" loading={<CourseCardSkeletons count={6} />}>
        {({ data }) => data.length === 0 ? <NoFavorites /> : (
          <>
            <CardGrid ref={list} aria-busy={wishlist.isPlaceholderData} data-testid="favorite-courses">
              {data.map((course, index) => (
                <li key={course.id}>
                  <CourseCard course={course} actions={<RemoveFavoriteButton name={course.name} onRemove={() => onRemove(course, index)} />} />
                </li>
              ))}
            </CardGrid>
            <Pagination page={page} pageCount={pageCount} onPageChange={(next) => setPage(next)} />
          </>
        )}
      </QueryStates>
    </>
  );
}

function NoFavorites() {
  const { t } = useTranslation('mfe-lms');
  const { flags } = useOrganization();
  const browse = flags.selfEnrollmentEnabled ? <Link to={lmsPaths.allCourses()}>{t('favorites.browseAll')}</Link> : undefined;
  return <EmptyState action={browse}>{t('favorites.empty')}</EmptyState>;
}
