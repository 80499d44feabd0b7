import type { Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { ProgressBar } from '@halaqa/ui/pages';
import { neighborsOf } from './outline-order';
import { usePlayer } from './player-context';
import { PlayerIcon } from './PlayerIcon';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding-block: 8px;
  margin-block-end: 16px;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  .name { flex: 1 1 200px; min-inline-size: 0; margin: 0; font-size: 1.05rem; font-weight: 700; overflow-wrap: anywhere; }
  .progress { flex: 0 1 200px; }
  .steps { display: flex; gap: 8px; }
  .outline-button { display: none; }
  @media (max-width: 768px) { .outline-button { display: inline-flex; } }
  a:focus-visible, button:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

/**
 * The player's bar: back to the overview, the course's name, the overall
 * progress (members only), previous and next item (on an item's page), and
 * on phones the button that opens the outline drawer.
 */
export function PlayerTopBar({ currentId, onOpenOutline, outlineButton, outlineOpen }: {
  currentId: number | null;
  onOpenOutline(): void;
  outlineButton: Ref<HTMLButtonElement>;
  outlineOpen: boolean;
}) {
  const { course, paths } = usePlayer();
  const { t } = useTranslation('mfe-lms');
  const { previous, next } = neighborsOf(course, currentId);
  return (
    <Bar data-testid="player-top-bar">
      <Button as={Link} to={paths.overview()} $variant="ghost" aria-label={t('player.topBar.backLabel', { name: course.name })}>
        <PlayerIcon name="back" flipInRtl />
        <span>{t('player.topBar.back')}</span>
      </Button>
      <p className="name" dir="auto">{course.name}</p>
      {course.progress !== null && (
        <div className="progress"><ProgressBar value={course.progress} label={t('player.topBar.progress')} testId="course-progress" /></div>
      )}
      <div className="steps">
        <Button
          ref={outlineButton}
          type="button"
          className="outline-button"
          $variant="ghost"
          aria-expanded={outlineOpen}
          onClick={onOpenOutline}
          data-testid="open-outline"
        >
          <PlayerIcon name="outline" />
          {t('player.topBar.outline')}
        </Button>
        {currentId !== null && (
          <nav aria-label={t('player.topBar.steps')} className="steps">
            {previous && (
              <Button as={Link} to={paths.content(previous.id)} $variant="ghost" aria-label={t('player.topBar.previousLabel', { name: previous.name })} data-testid="previous-item">
                <PlayerIcon name="previous" flipInRtl />
                <span>{t('player.topBar.previous')}</span>
              </Button>
            )}
            {next && (
              <Button as={Link} to={paths.content(next.id)} aria-label={t('player.topBar.nextLabel', { name: next.name })} data-testid="next-item">
                <span>{t('player.topBar.next')}</span>
                <PlayerIcon name="next" flipInRtl />
              </Button>
            )}
          </nav>
        )}
      </div>
    </Bar>
  );
}
