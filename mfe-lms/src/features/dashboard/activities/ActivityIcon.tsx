import { Icon, type IconName } from '@halaqa/ui';
import { STAR_PATH } from '@halaqa/ui/pages';
import type { ActivityKind } from './activities-query';

const ICONS: Record<Exclude<ActivityKind, 'REVIEW_COURSE'>, IconName> = {
  COURSE_STARTS: 'calendar',
  CONTINUE_COURSE: 'book',
  COURSE_ENDS: 'hourglass',
  // Enrollment closing is about a course in the member's favorites.
  ENROLLMENT_CLOSES: 'heart',
  EVENT_STARTS: 'calendar',
  // A favorite event, as for courses.
  EVENT_ENROLLMENT_CLOSES: 'heart',
};

/** The picture of a to-do's kind (decorative: the row says the kind in words). */
export function ActivityIcon({ kind }: { kind: ActivityKind }) {
  if (kind === 'REVIEW_COURSE') {
    return (
      <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"
        strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d={STAR_PATH} />
      </svg>
    );
  }
  return <Icon name={ICONS[kind]} />;
}
