import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';

/** A player page's list of cards (announcements, lectures): a heading link and a line or two each. */
export const PlayerList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 12px;
  li { padding: 16px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius * 1.5}px; }
  h2 { margin: 0 0 6px; font-size: 1.1rem; }
  p { margin: 6px 0 0; color: ${({ theme }) => theme.colors.muted}; }
  a { color: ${({ theme }) => theme.colors.primaryText}; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

/** While a player list loads. */
export function PlayerListLoading() {
  const { t } = useTranslation('common');
  return <SkeletonRegion label={t('loading')}><SkeletonText lines={6} /></SkeletonRegion>;
}
