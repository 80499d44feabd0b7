import styled from 'styled-components';
import { Icon } from '@halaqa/ui';
import type { ActivityType } from './activity-log-query';

/** Drawings the design system has no icon for: a sign-in (an arrow into a door), a padlock, a shopping bag and an arrow coming back (refunds). */
const PATHS = {
  'sign-in': 'M10 17l5-5-5-5M15 12H3M14 3h5a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-5',
  'password-changed': 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4M12 15v2',
  'order-completed': 'M5 8h14l-1 12H6zM9 8a3 3 0 0 1 6 0',
  'refund-requested': 'M9 14l-4-4 4-4M5 10h9a5 5 0 0 1 0 10h-3',
  'refund-decided': 'M9 14l-4-4 4-4M5 10h9a5 5 0 0 1 0 10h-3',
} as const;

/** Arrows that go along (or against) the reading direction: mirrored right to left. */
const DIRECTIONAL: readonly string[] = ['sign-in', 'refund-requested', 'refund-decided'];

const Drawing = styled.svg<{ $directional: boolean }>`
  transform: ${({ theme, $directional }) => ($directional && theme.direction === 'rtl' ? 'scaleX(-1)' : 'none')};
`;

/** The picture of an entry's type (decorative: the entry names its type in words beside it). */
export function ActivityIcon({ type }: { type: ActivityType }) {
  if (type === 'course-enrolled') return <Icon name="book" />;
  if (type === 'specialization-enrolled') return <Icon name="bookmark" />;
  return (
    <Drawing width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" $directional={DIRECTIONAL.includes(type)}>
      <path d={PATHS[type]} />
    </Drawing>
  );
}
