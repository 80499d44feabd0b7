import { useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useFocusOnArrival } from '@halaqa/ui/pages';

/** Focused by the page, not by the member: no ring around a heading nobody can act on. */
const H1 = styled.h1`
  margin: 0 0 16px;
  font-size: 1.6rem;
  &&:focus, &&:focus-visible { outline: none; }
`;

/**
 * The heading of an exam screen. It takes the focus as it appears (each
 * address mounts the screen anew), as the course player's headings do.
 */
export function ScreenHeading({ children, testId }: { children: ReactNode; testId?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  return <H1 ref={heading} tabIndex={-1} dir="auto" data-testid={testId ?? 'exam-heading'}>{children}</H1>;
}

export type Tone = 'info' | 'success' | 'error' | 'warning' | 'neutral';

/** A small status label: "Graded", "Passed", "Flagged". */
export const Badge = styled.span<{ $tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding-block: 2px;
  padding-inline: 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
  ${({ theme, $tone = 'neutral' }) => {
    switch ($tone) {
      case 'success': return css`background: ${theme.colors.success}; color: ${theme.colors.onSuccess};`;
      case 'error': return css`background: ${theme.colors.error}; color: ${theme.colors.onError};`;
      case 'warning': return css`background: ${theme.colors.warning}; color: ${theme.colors.onWarning};`;
      case 'info': return css`background: ${theme.colors.info}; color: ${theme.colors.onInfo};`;
      default: return css`background: ${theme.colors.surface}; color: ${theme.colors.text}; border: 1px solid ${theme.colors.border};`;
    }
  }}
`;

/** A bordered block of a screen (the rules, an attempt, a question). */
export const Panel = styled.section`
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0 0 12px; font-size: 1.15rem; }
  h2:focus { outline: none; }
  h2:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 4px; }
`;

/** A message in a coloured box: a refusal, a warning, an error. */
export const Notice = styled.div<{ $tone?: Tone }>`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  border-inline-start: 4px solid ${({ theme, $tone = 'info' }) => ($tone === 'neutral' ? theme.colors.border : theme.colors[$tone])};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.errorSurface : theme.colors.background)};
  color: ${({ theme }) => theme.colors.text};
  p { margin: 0; }
  p + p { margin-block-start: 6px; }
`;

/** Links that look like text links, with the focus ring of the player. */
export const linkStyle = css`
  color: ${({ theme }) => theme.colors.primaryText};
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;
