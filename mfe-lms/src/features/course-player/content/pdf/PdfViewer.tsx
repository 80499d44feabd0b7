import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import { useTranslation, numberFormat } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { formatPercent, VisuallyHidden } from '@halaqa/ui/pages';
import type { PlayerSubsection } from '../../api/types';
import { PlayerIcon } from '../../frame/PlayerIcon';
import type { OnPosition } from '../note-position';
import { FIT, ZOOM_LEVELS, zoomStep } from './pdf-zoom';

type Page = NonNullable<NonNullable<PlayerSubsection['file']>['pages']>[number];

const Viewer = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.background};
  .tools {
    display: flex; flex-wrap: wrap; align-items: center; gap: 8px;
    padding: 8px; border-block-end: 1px solid ${({ theme }) => theme.colors.border}; background: ${({ theme }) => theme.colors.surface};
  }
  .tools .count { min-inline-size: 8ch; text-align: center; font-weight: 600; }
  .tools .zoom { margin-inline-start: auto; display: flex; align-items: center; gap: 4px; }
  .tools button { min-inline-size: 44px; padding-inline: 10px; }
  .pages { overflow: auto; max-block-size: 80vh; padding: 16px; }
  .pages:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: -3px; }
  .page { margin-inline: auto; background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.2); }
  .page img { display: block; inline-size: 100%; block-size: auto; }
  .as-text { white-space: pre-line; line-height: 1.7; padding: 16px; background: ${({ theme }) => theme.colors.surface}; }
`;

/**
 * A PDF as the server rendered it: one page picture at a time with its text
 * (for screen readers always, for everyone with "as text"), page n of N,
 * previous/next, zoom in/out/fit. Keyboard, on the pages: PageUp/PageDown
 * and the arrows turn pages, + and - zoom, 0 fits.
 */
export function PdfViewer({ pages, fileName, initialPage, onPosition }: {
  pages: readonly Page[];
  fileName: string;
  initialPage: number | null;
  onPosition: OnPosition;
}) {
  const { t, i18n } = useTranslation('mfe-lms');
  const { direction, language } = useTheme();
  const count = pages.length;
  const [index, setIndex] = useState(() => Math.min(count, Math.max(1, initialPage ?? 1)) - 1);
  const [zoom, setZoom] = useState(FIT);
  const [asText, setAsText] = useState(false);
  const textId = useId();
  const page = pages[index];
  const number = numberFormat(i18n.language);

  useEffect(() => { if (page) onPosition({ kind: 'PDF_PAGE', position: page.number }); }, [page, onPosition]);
  if (!page) return null;

  const go = (to: number) => setIndex(Math.min(count - 1, Math.max(0, to)));
  const pageLabel = t('player.pdf.pageOf', { page: number.format(index + 1), count: number.format(count) });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const actions: Record<string, () => void> = {
      PageDown: () => go(index + 1), ArrowDown: () => go(index + 1), [forward]: () => go(index + 1),
      PageUp: () => go(index - 1), ArrowUp: () => go(index - 1), [backward]: () => go(index - 1),
      Home: () => go(0), End: () => go(count - 1),
      '+': () => setZoom((z) => zoomStep(z, 1)), '=': () => setZoom((z) => zoomStep(z, 1)),
      '-': () => setZoom((z) => zoomStep(z, -1)), '0': () => setZoom(FIT),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <Viewer aria-label={t('player.pdf.label', { name: fileName })} data-testid="pdf-viewer">
      <div className="tools">
        <Button type="button" $variant="ghost" onClick={() => go(index - 1)} disabled={index === 0} aria-label={t('player.pdf.previous')}>
          <PlayerIcon name="previous" flipInRtl />
        </Button>
        <span className="count" aria-live="polite" data-testid="pdf-page">{pageLabel}</span>
        <Button type="button" $variant="ghost" onClick={() => go(index + 1)} disabled={index === count - 1} aria-label={t('player.pdf.next')}>
          <PlayerIcon name="next" flipInRtl />
        </Button>
        <div className="zoom">
          <Button type="button" $variant="ghost" onClick={() => setZoom((z) => zoomStep(z, -1))} disabled={zoom <= ZOOM_LEVELS[0]} aria-label={t('player.pdf.zoomOut')}>
            <PlayerIcon name="zoomOut" />
          </Button>
          <span data-testid="pdf-zoom">{formatPercent(zoom * 100, language)}</span>
          <Button type="button" $variant="ghost" onClick={() => setZoom((z) => zoomStep(z, 1))} disabled={zoom >= ZOOM_LEVELS[ZOOM_LEVELS.length - 1]!} aria-label={t('player.pdf.zoomIn')}>
            <PlayerIcon name="zoomIn" />
          </Button>
          <Button type="button" $variant="ghost" onClick={() => setZoom(FIT)} aria-label={t('player.pdf.fit')}>
            <PlayerIcon name="fit" />
          </Button>
          <Button type="button" $variant="ghost" aria-pressed={asText} onClick={() => setAsText((on) => !on)}>
            {t('player.pdf.asText')}
          </Button>
        </div>
      </div>
      {/* The scrolling pages take the focus (to scroll them, and for the keys above). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions */}
      <div className="pages" tabIndex={0} role="group" aria-label={pageLabel} aria-describedby={textId} onKeyDown={onKeyDown} data-testid="pdf-pages">
        {asText ? (
          <div className="as-text" id={textId} dir="auto" data-testid="pdf-text">{page.text}</div>
        ) : (
          <>
            <div className="page" style={{ inlineSize: `${zoom * 100}%`, maxInlineSize: zoom <= FIT ? `${page.width}px` : undefined }}>
              {/* The page shown is the biggest thing on the screen (its LCP): fetched first, never lazily. */}
              <img src={page.imageUrl} alt="" width={page.width} height={page.height} fetchPriority="high" decoding="async" data-testid="pdf-image" />
            </div>
            <VisuallyHidden id={textId}>{page.text}</VisuallyHidden>
          </>
        )}
      </div>
    </Viewer>
  );
}
