import styled from 'styled-components';
import { Link } from '@halaqa/router';

/** A text link with the 44 px touch-target height the dashboard keeps to. */
export const TouchLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;
