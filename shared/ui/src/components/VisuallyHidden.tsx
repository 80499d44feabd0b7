import styled from 'styled-components';

/** Text for screen readers only (context a sighted reader gets from the layout). */
export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
