import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'ghost' | 'onPrimary';

/** The one button of the design system; `variant` picks the emphasis. */
export const Button = styled.button<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  /* 44 px: the smallest comfortable touch target (WCAG 2.5.5). */
  min-height: 44px;
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  white-space: nowrap;
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`background: ${theme.colors.secondary}; color: ${theme.colors.onSecondary};`;
      case 'ghost':
        return css`background: transparent; color: ${theme.colors.text}; border-color: ${theme.colors.border};`;
      case 'onPrimary':
        return css`background: transparent; color: ${theme.colors.onPrimary}; border-color: currentColor;`;
      default:
        return css`background: ${theme.colors.primary}; color: ${theme.colors.onPrimary};`;
    }
  }}
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;
