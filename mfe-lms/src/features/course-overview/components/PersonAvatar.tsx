import styled from 'styled-components';
import { mediaThumbnailUrl } from '@halaqa/contracts/src/media';
import { initialsOf, panelOf } from '@halaqa/contracts/src/theme/cover-panel';

const Round = styled.span<{ $panel: ReturnType<typeof panelOf>; $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ $panel }) => $panel.background};
  color: ${({ $panel }) => $panel.text};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size / 2.6)}px;
  img { inline-size: 100%; block-size: 100%; object-fit: cover; }
`;

/** A person's picture, or their initials; decorative (the name is always written beside it). */
export function PersonAvatar({ person, size = 44 }: { person: { id: number; name: string; profileImageUrl: string | null }; size?: number }) {
  return (
    <Round $panel={panelOf(person.id, 45, 45)} $size={size} aria-hidden="true">
      {person.profileImageUrl ? <img src={mediaThumbnailUrl(person.profileImageUrl)} alt="" width={size} height={size} loading="lazy" /> : initialsOf(person.name)}
    </Round>
  );
}
