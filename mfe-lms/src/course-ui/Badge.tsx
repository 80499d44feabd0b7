import styled, { css } from 'styled-components';

/** A small label on a card or a header: "Coming soon", "Enrolled". */
export const Badge = styled.span<{ $tone?: 'info' | 'success' | 'neutral' }>`
  display: inline-flex;
  align-items: center;
  padding-block: 2px;
  padding-inline: 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  ${({ theme, $tone = 'neutral' }) => {
    if ($tone === 'success') return css`background: ${theme.colors.success}; color: ${theme.colors.onSuccess};`;
    if ($tone === 'info') return css`background: ${theme.colors.info}; color: ${theme.colors.onInfo};`;
    return css`background: ${theme.colors.surface}; color: ${theme.colors.text}; border: 1px solid ${theme.colors.border};`;
  }}
`;

/** Badges over a cover, at its reading-start top corner. */
export const CoverBadges = styled.span`
  position: absolute;
  inset-block-start: 10px;
  inset-inline-start: 10px;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;
