import styled from 'styled-components';
import { Card } from '@halaqa/ui';

/** The kit's card, with room for the content on a phone (the kit's 32 px padding leaves a form too narrow there). */
export const Panel = styled(Card)`
  @media (max-width: 600px) { padding: 16px; }
`;
