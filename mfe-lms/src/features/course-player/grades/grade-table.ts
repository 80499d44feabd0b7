import styled from 'styled-components';

/** The grades pages' tables: full width, start-aligned cells, a caption naming them. */
export const GradeTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  caption { text-align: start; font-weight: 600; padding-block-end: 8px; }
  th, td { padding: 10px 8px; text-align: start; border-block-end: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: top; }
  thead th { color: ${({ theme }) => theme.colors.muted}; font-weight: 600; }
  a { color: ${({ theme }) => theme.colors.primaryText}; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;
