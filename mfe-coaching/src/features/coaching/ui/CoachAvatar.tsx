import styled from 'styled-components';

const Frame = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 700;
  img { inline-size: 100%; block-size: 100%; object-fit: cover; }
`;

/** A person's photo, or their initials where there is none (decorative: the name is written beside it). */
export function CoachAvatar({ name, url, size = 64 }: { name: string; url: string | null; size?: number }) {
  const initials = name.split(/\s+/).filter(Boolean).slice(0, 2).map((word) => word[0]).join('');
  return (
    <Frame $size={size} aria-hidden="true">
      {url ? <img src={url} alt="" loading="lazy" width={size} height={size} /> : initials}
    </Frame>
  );
}
