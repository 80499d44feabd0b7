import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Icon } from '@halaqa/ui';
import { useFavoriteToggle } from '../../../api/events-mutations';
import type { EventCard } from '../../../api/events-types';

const Toggle = styled.button<{ $on: boolean; $compact: boolean }>`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-block-size: 44px;
  min-inline-size: 44px;
  padding-inline: ${({ $compact }) => ($compact ? '0' : '14px')};
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

/**
 * The heart: adds the event to the member's favorites or takes it out. A
 * toggle button (aria-pressed) whose name says which event, so a list of
 * hearts is told apart.
 */
export function FavoriteToggle({ event, compact = false }: { event: Pick<EventCard, 'id' | 'title' | 'isFavorite'>; compact?: boolean }) {
  const { t } = useTranslation('mfe-social');
  const toggle = useFavoriteToggle(event);
  return (
    <Toggle
      type="button"
      $on={event.isFavorite}
      $compact={compact}
      aria-pressed={event.isFavorite}
      aria-label={compact ? t('events.favorite.named', { title: event.title }) : undefined}
      onClick={() => toggle.mutate(!event.isFavorite)}
      data-testid="favorite-toggle"
    >
      <Icon name="heart" />
      {!compact && t('events.favorite.label')}
    </Toggle>
  );
}
