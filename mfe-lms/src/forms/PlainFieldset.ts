import styled from 'styled-components';

/** A group of controls with its legend as a bold label, without the browser's frame. */
export const PlainFieldset = styled.fieldset`
  border: 0;
  margin: 0 0 20px;
  padding: 0;
  min-inline-size: 0;
  legend { font-weight: 700; padding: 0; margin-block-end: 8px; }
`;
