import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';

const Frame = styled.div<{ $hue: number }>`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: hsl(${({ $hue }) => $hue} 55% 42%);
  color: #ffffff;
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

/** Up to two letters: the first of the first two words. */
export function initialsOf(name: string): string {
  return name.trim().split(/\s+/).slice(0, 2).map((word) => [...word][0] ?? '').join('').toUpperCase();
}

/** A stable colour per item, so a card without a cover keeps its look between visits. */
export const hueOf = (id: number): number => (id * 137) % 360;

/**
 * The cover picture, or (without one) a coloured panel with the initials.
 * `children` sits on top (badges).
 */
export function CourseCover({ id, name, url, children }: { id: number; name: string; url: string | null; children?: ReactNode }) {
  const { t } = useTranslation('mfe-lms');
  return (
    <Frame $hue={hueOf(id)} data-testid="cover">
      {url
        ? <img src={url} alt={t('courseCard.coverAlt', { name })} loading="lazy" decoding="async" />
        : <Initials role="img" aria-label={t('courseCard.coverAlt', { name })}>{initialsOf(name)}</Initials>}
      {children}
    </Frame>
  );
}
