import styled from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  padding: 32px;
`;

/** A centred card for whole-page messages (403, not found, not available). */
export const MessageCard = styled(Card)`
  max-width: 560px;
  margin: 48px auto;
  text-align: center;
  h1 { margin: 0 0 12px; font-size: 1.5rem; }
  p { margin: 0 0 24px; color: ${({ theme }) => theme.colors.muted}; line-height: 1.6; }
`;

export const ButtonRow = styled.div`
  display: flex;
  gap: 12px;
  justify-content: center;
  flex-wrap: wrap;
`;
