import { useDeferredValue, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { CARD_COVER_SIZES, mediaSrcSet } from '@halaqa/contracts/src/media';
import { initialsOf, panelOf, type Panel } from '@halaqa/contracts/src/theme/cover-panel';

const Frame = styled.div<{ $panel: Panel }>`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${({ $panel }) => $panel.background};
  color: ${({ $panel }) => $panel.text};
  img { display: block; inline-size: 100%; block-size: 100%; object-fit: cover; }
`;

const Initials = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: 2.25rem;
  font-weight: 700;
  letter-spacing: 0.04em;
`;

/** Cards of a list whose covers are in the first viewport on a phone or the first row on a desktop. */
const FIRST_SCREEN_COVERS = 4;

/** The cover of the `index`th card of a list is fetched at once (the page's largest image), the rest as they scroll in. */
export const coverPriorityOf = (index: number): boolean => index < FIRST_SCREEN_COVERS;

/**
 * The items of a list to draw now: the first screen's at once, the rest in a
 * second render React may interrupt. A query's answer renders synchronously
 * (useSyncExternalStore), so a whole grid drawn with it is one long task on a
 * phone; this way the first cards (and the page's largest image) come first.
 */
export function useFirstScreenFirst<T>(items: readonly T[]): readonly T[] {
  const deferred = useDeferredValue(items, items.slice(0, FIRST_SCREEN_COVERS));
  return deferred === items ? items : items.slice(0, FIRST_SCREEN_COVERS);
}

interface CourseCoverProps {
  id: number;
  name: string;
  url: string | null;
  /** In the first screen: fetched at once and first, not when layout finds it in view. */
  priority?: boolean;
  /** How wide the cover is drawn (`sizes`), so the browser picks the smallest variant that stays sharp. */
  sizes?: string;
  children?: ReactNode;
}

/**
 * The cover picture, or (without one) a coloured panel with the initials.
 * `children` sits on top (badges). 16:9 like its frame, so nothing moves when it arrives.
 */
export function CourseCover({ id, name, url, priority = false, sizes = CARD_COVER_SIZES, children }: CourseCoverProps) {
  const { t } = useTranslation('mfe-lms');
  return (
    <Frame $panel={panelOf(id)} data-testid="cover">
      {url
        ? (
          <img
            src={url}
            srcSet={mediaSrcSet(url)}
            sizes={sizes}
            alt={t('courseCard.coverAlt', { name })}
            width={640}
            height={360}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        )
        : <Initials role="img" aria-label={t('courseCard.coverAlt', { name })}>{initialsOf(name)}</Initials>}
      {children}
    </Frame>
  );
}
