import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import type { PlayerItem } from '../api/types';
import { lockText } from '../frame/lock-text';
import { PlayerHeading } from '../frame/PlayerHeading';
import { PlayerIcon } from '../frame/PlayerIcon';

const Box = styled.div`
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  .why { display: flex; align-items: center; gap: 10px; font-weight: 600; margin: 0; }
`;

/** A locked item (ply-002): why it is locked (from the outline), not an error. */
export function LockedItem({ item, message }: { item: PlayerItem | null; message: string | null }) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const why = item?.lock ? lockText(t, item.lock, language) : message ?? t('player.lock.locked');
  return (
    <Box data-testid="locked-item">
      <PlayerHeading>{item?.name ?? t('player.lock.title')}</PlayerHeading>
      <p className="why"><PlayerIcon name="lock" />{why}</p>
    </Box>
  );
}
