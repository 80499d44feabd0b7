import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Icon } from '@halaqa/ui';
import type { CourseOverview } from '../api/types';
import { useWishlistToggle } from '../api/use-wishlist-toggle';

const Toggle = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-block-size: 44px;
  padding-inline: 14px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $on }) => ($on ? theme.colors.error : theme.colors.text)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  svg path { fill: ${({ $on }) => ($on ? 'currentColor' : 'none')}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

/** The heart: adds the course to the member's favorites or takes it out (a toggle button, aria-pressed). */
export function WishlistToggle({ course }: { course: Pick<CourseOverview, 'id' | 'name' | 'isWishlisted'> }) {
  const { t } = useTranslation('mfe-lms');
  const toggle = useWishlistToggle(course);
  return (
    <Toggle
      type="button"
      $on={course.isWishlisted}
      aria-pressed={course.isWishlisted}
      onClick={() => toggle.mutate(!course.isWishlisted)}
      data-testid="wishlist-toggle"
    >
      <Icon name="heart" />
      {t('overview.favorite')}
    </Toggle>
  );
}
