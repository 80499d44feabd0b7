import styled from 'styled-components';

/** The width and the h1 of every page of the courses area. */
export const PageFrame = styled.div`
  max-inline-size: 1200px;
  margin-inline: auto;
  h1 { margin: 0 0 16px; font-size: 1.6rem; }
`;
