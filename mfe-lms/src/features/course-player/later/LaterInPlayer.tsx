import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { useOrganizationName } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { PlayerHeading } from '../frame/PlayerHeading';
import { usePlayer } from '../frame/player-context';
import type { PlayerChildProps } from '../player-child';

const Box = styled.section`
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.surface};
  p { margin: 0 0 16px; color: ${({ theme }) => theme.colors.muted}; line-height: 1.6; }
`;

/** A page of the course whose screen comes in a later issue (assignments, surveys, …): said plainly, inside the player. */
export function LaterInPlayer({ page, title }: PlayerChildProps) {
  const { t } = useTranslation(['mfe-lms', 'common']);
  const organization = useOrganizationName();
  const { paths } = usePlayer();
  return (
    <Box data-testid="not-available">
      <PlayerHeading>{title ?? page}</PlayerHeading>
      <p>
        <strong>{t('notAvailable.title', { ns: 'common' })}.</strong> {t('notAvailable.body', { ns: 'common', organization })}
      </p>
      <Button as={Link} to={paths.information()} $variant="ghost">{t('player.later.toInformation')}</Button>
    </Box>
  );
}
