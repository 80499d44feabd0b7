import styled from 'styled-components';
import { Button } from '@halaqa/ui';

/** The design system's button at the 44 px touch-target height the courses pages keep to. */
export const TouchButton = styled(Button)`
  min-block-size: 44px;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;
