import type { NotificationCategory } from '@halaqa/contracts/src/notifications';

/** Each category's icon (spec section 4): drawn here, in the bell's chunk, not in the design system's first-load set. */
const PATHS: Record<NotificationCategory, string> = {
  group: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M17 11a3 3 0 1 0 0-6M21 20a6 6 0 0 0-4-5.7',
  event: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  discussionBoard: 'M4 5h16v10H9l-5 4z',
  announcement: 'M4 10v4h3l6 4V6L7 10zM16 9a4 4 0 0 1 0 6',
  certificate: 'M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM9 13l-2 8 5-3 5 3-2-8',
  checklist: 'M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2',
  importedCourse: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  plagiarism: 'M12 3l9 16H3zM12 10v4M12 17v.5',
  grades: 'M12 3l2.7 5.6 6.3.9-4.5 4.4 1 6.1-5.5-2.9-5.5 2.9 1-6.1L3 9.5l6.3-.9z',
  courseApproval: 'M5 12l4 4 10-10',
  course: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5zm0 16a2 2 0 0 1 2-2h13v2H6',
  post: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  account: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  support: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17v.5',
  // A receipt: an order paid, failed or refunded.
  orders: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  // Two people facing each other: a coaching session.
  coaching: 'M7 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM17 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20a5 5 0 0 1 10 0M12 20a5 5 0 0 1 10 0',
};

export function CategoryIcon({ category, size = 20 }: { category: NotificationCategory; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[category]} />
    </svg>
  );
}

/** The bell itself (the app bar's button). */
export const BELL_PATH = 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0';
