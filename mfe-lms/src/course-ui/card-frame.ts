import styled from 'styled-components';
import { Link } from '@halaqa/router';

/** The frame of a card in a list (course, specialization). */
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

/**
 * A card's one link (its name): its ::after covers the card so a click
 * anywhere opens it, and the focus ring goes round the whole card.
 */
export const StretchedLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: none; }
  &:focus-visible::after { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: -3px; }
`;
