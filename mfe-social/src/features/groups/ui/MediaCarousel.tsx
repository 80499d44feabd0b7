import { useId, useState, type KeyboardEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { Icon } from '@halaqa/ui';
import type { PostMedia } from '../../../api/groups-types';
import { formatCount } from './format';

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-block: 12px;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

const Slide = styled.div`
  display: flex;
  justify-content: center;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius}px;
  overflow: hidden;
  img, video { display: block; max-inline-size: 100%; max-block-size: 420px; object-fit: contain; }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-inline-size: 44px;
    min-block-size: 44px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  button:disabled { opacity: 0.45; cursor: not-allowed; }
  /* Chevrons point forward in the reading direction. */
  svg { transform: ${({ theme }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none')}; }
`;

/**
 * A post's pictures and videos, one at a time. The region takes the focus
 * and the arrow keys (in the reading direction), Home and End; each slide is
 * named "Image 2 of 3" and the change is announced.
 */
export function MediaCarousel({ media, label, testId = 'media-carousel' }: { media: readonly PostMedia[]; label: string; testId?: string }) {
  const { t } = useTranslation('mfe-social');
  const language = usePageLanguage();
  const { direction } = useTheme();
  const [index, setIndex] = useState(0);
  const liveId = useId();
  if (media.length === 0) return null;
  const current = Math.min(index, media.length - 1);
  const item = media[current]!;
  const slideName = (at: number, type: PostMedia['type']) =>
    t(type === 'video' ? 'groups.media.videoOf' : 'groups.media.imageOf', { index: formatCount(at + 1, language), total: formatCount(media.length, language) });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).tagName === 'VIDEO') return;
    const forward = event.key === (direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
    const back = event.key === (direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft');
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? media.length - 1
      : forward ? Math.min(current + 1, media.length - 1) : back ? Math.max(current - 1, 0) : null;
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
  };

  return (
    <Region aria-roledescription={t('groups.media.carousel')} aria-label={label} tabIndex={0} onKeyDown={onKeyDown} data-testid={testId}>
      <div id={liveId} aria-live="polite">
        <Slide role="group" aria-roledescription={t('groups.media.slide')} aria-label={slideName(current, item.type)} data-testid={`${testId}-slide`}>
          {item.type === 'video'
            // Members' videos come with no caption file: the API stores none for posts.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            ? <video src={item.url} controls preload="metadata" aria-label={slideName(current, item.type)} />
            : <img src={item.url} alt={slideName(current, item.type)} />}
        </Slide>
      </div>
      {media.length > 1 && (
        <Controls>
          <button type="button" aria-controls={liveId} aria-label={t('groups.media.previous')} disabled={current === 0} onClick={() => setIndex(current - 1)}>
            <Icon name="chevronLeft" />
          </button>
          <span aria-hidden="true">{`${formatCount(current + 1, language)} / ${formatCount(media.length, language)}`}</span>
          <button type="button" aria-controls={liveId} aria-label={t('groups.media.next')} disabled={current === media.length - 1} onClick={() => setIndex(current + 1)}>
            <Icon name="chevronRight" />
          </button>
        </Controls>
      )}
    </Region>
  );
}
