import { css } from 'styled-components';

/**
 * The look of a text or select control on the catalogue pages (as the
 * design system's fields; those live in @halaqa/ui/forms, which carries
 * formik and stays out of these pages' download).
 */
export const controlCss = css`
  inline-size: 100%;
  min-block-size: 44px;
  padding-block: 8px;
  padding-inline: 12px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 1px; }
`;
