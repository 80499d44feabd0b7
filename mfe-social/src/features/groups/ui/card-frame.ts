import styled from 'styled-components';
import { Link } from '@halaqa/router';

/** The frame of a group card in a list. */
export const CardFrame = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  transition: box-shadow 0.15s ease;
  &:hover { box-shadow: 0 6px 20px rgba(15, 23, 42, 0.12); }
`;

/** A card's one link (its name): its ::after covers the card so a click anywhere opens it. */
export const StretchedLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: none; }
  &:focus-visible::after { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: -3px; }
`;

/** The responsive grid of group cards (one column on phones). */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li { display: flex; }
  > li > * { flex: 1; }
`;

/** A block of a page with its own heading. */
export const Block = styled.section`
  margin-block-end: 24px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.surface};
  > h2 { margin: 0 0 12px; font-size: 1.2rem; }
`;
