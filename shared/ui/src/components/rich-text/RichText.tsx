import { useMemo } from 'react';
import styled from 'styled-components';
import { sanitizeHtml } from './sanitize-html';

const Prose = styled.div`
  line-height: 1.7;
  overflow-wrap: anywhere;
  img, video { max-inline-size: 100%; block-size: auto; }
  table { border-collapse: collapse; }
  td, th { border: 1px solid ${({ theme }) => theme.colors.border}; padding: 4px 8px; }
  a { color: ${({ theme }) => theme.colors.primaryText}; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
  blockquote { margin-inline: 0; padding-inline-start: 16px; border-inline-start: 4px solid ${({ theme }) => theme.colors.border}; }
`;

/**
 * The one way to show rich text from the server (course texts,
 * announcements): HTML the API sanitized, cleaned again here
 * (`sanitizeHtml`), in the writer's direction.
 */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // Sanitized twice: by the API and by sanitizeHtml.
  return <Prose dir="auto" data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
