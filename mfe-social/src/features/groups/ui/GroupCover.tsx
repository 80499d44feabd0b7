import styled from 'styled-components';

const Cover = styled.div`
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.background};
  img { display: block; inline-size: 100%; block-size: 100%; object-fit: cover; }
`;

const Initial = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  block-size: 100%;
  font-size: 2.5rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A group's picture, or its first letter; decorative (its name is the heading next to it). */
export function GroupCover({ name, url }: { name: string; url: string | null }) {
  return (
    <Cover aria-hidden="true">
      {url ? <img src={url} alt="" loading="lazy" /> : <Initial>{[...name.trim()][0] ?? ''}</Initial>}
    </Cover>
  );
}
