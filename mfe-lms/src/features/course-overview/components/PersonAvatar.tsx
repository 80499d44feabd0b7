import styled from 'styled-components';
import { hueOf, initialsOf } from '../../../course-ui/CourseCover';

const Round = styled.span<{ $hue: number; $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  background: hsl(${({ $hue }) => $hue} 45% 45%);
  color: #ffffff;
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size / 2.6)}px;
  img { inline-size: 100%; block-size: 100%; object-fit: cover; }
`;

/** A person's picture, or their initials; decorative (the name is always written beside it). */
export function PersonAvatar({ person, size = 44 }: { person: { id: number; name: string; profileImageUrl: string | null }; size?: number }) {
  return (
    <Round $hue={hueOf(person.id)} $size={size} aria-hidden="true">
      {person.profileImageUrl ? <img src={person.profileImageUrl} alt="" loading="lazy" /> : initialsOf(person.name)}
    </Round>
  );
}
