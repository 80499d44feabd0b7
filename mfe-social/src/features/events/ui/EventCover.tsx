import styled from 'styled-components';
import { Icon } from '@halaqa/ui';

const Cover = styled.div<{ $ratio: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  img { inline-size: 100%; block-size: 100%; object-fit: cover; display: block; }
`;

/** An event's cover, or a calendar drawn in its place; decorative (the title is written beside it). */
export function EventCover({ url, ratio = '16 / 9', priority = false }: { url: string | null; ratio?: string; priority?: boolean }) {
  return (
    <Cover $ratio={ratio} aria-hidden="true">
      {url ? <img src={url} alt="" loading={priority ? 'eager' : 'lazy'} decoding="async" /> : <Icon name="calendar" size={48} />}
    </Cover>
  );
}
