import styled from 'styled-components';

/** The top of an overview page: cover beside the title and facts (stacked on phones). */
export const OverviewHeader = styled.header`
  display: grid;
  gap: 24px;
  margin-block-end: 32px;
  @media (min-width: 900px) { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); align-items: start; }
  > div:first-child { border-radius: ${({ theme }) => theme.radius * 1.5}px; overflow: hidden; }
  h1 { margin: 8px 0 12px; font-size: 1.9rem; line-height: 1.25; }
`;

/**
 * The body of an overview page: the content, and the enrollment box in an
 * aside that comes first on phones (right after the header) and sticks
 * beside the content from 900 px.
 */
export const OverviewColumns = styled.div`
  display: grid;
  gap: 32px;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) 320px;
    > aside { grid-column: 2; grid-row: 1; position: sticky; inset-block-start: 16px; align-self: start; }
    > div { grid-column: 1; grid-row: 1; }
  }
  h2 { margin: 0 0 12px; font-size: 1.25rem; }
  p.text { margin: 0; line-height: 1.7; white-space: pre-line; }
`;
