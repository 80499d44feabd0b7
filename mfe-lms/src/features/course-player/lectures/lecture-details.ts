import styled from 'styled-components';

/** The facts of a lecture (time, place, how to join) as a definition list. */
export const LectureFacts = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-block: 16px;
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-weight: 600; }
  .hint { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
  .row { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;
