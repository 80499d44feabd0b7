import styled from 'styled-components';

/** Small muted lines under a name (languages, price, next time). */
export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

export const Badge = styled.span`
  display: inline-block;
  padding-block: 2px;
  padding-inline: 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.onSuccess};
  font-size: 0.85rem;
  font-weight: 600;
`;

export const Section = styled.section`
  margin-block: 24px;
  h2 { font-size: 1.2rem; margin: 0 0 12px; }
  ul { margin: 0; padding-inline-start: 20px; line-height: 1.6; }
`;

export const Notice = styled.p<{ $tone?: 'error' | 'success' | 'muted' }>`
  margin-block: 12px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid ${({ theme, $tone = 'muted' }) => ($tone === 'error' ? theme.colors.error : $tone === 'success' ? theme.colors.success : theme.colors.border)};
  color: ${({ theme, $tone = 'muted' }) => ($tone === 'error' ? theme.colors.error : theme.colors.text)};
`;

/** A card in a list: a person's photo beside what is said about them. */
export const CardItem = styled.li`
  display: flex;
  gap: 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.surface};
  h3 { margin: 0 0 4px; font-size: 1.1rem; }
  p { margin: 4px 0; }
`;
