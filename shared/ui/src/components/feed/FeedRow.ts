import styled from 'styled-components';

/**
 * One entry of a feed (the dashboard's to-dos, the activity log): an icon in
 * a circle, then the details. Lists add their own padding.
 */
export const FeedRow = styled.li`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child { border-block-end: 0; }
`;

export const FeedIcon = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 40px;
  block-size: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primaryText};
`;

export const FeedDetails = styled.div`
  flex: 1;
  min-inline-size: 0;
  display: grid;
  gap: 4px;
`;
