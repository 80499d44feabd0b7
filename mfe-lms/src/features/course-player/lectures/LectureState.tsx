import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import type { LectureState as State } from '../api/types';

const Badge = styled.span<{ $state: State }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  background: ${({ theme, $state }) => ($state === 'LIVE' ? theme.colors.error : $state === 'UPCOMING' ? theme.colors.info : theme.colors.border)};
  color: ${({ theme, $state }) => ($state === 'LIVE' ? theme.colors.onError : $state === 'UPCOMING' ? theme.colors.onInfo : theme.colors.text)};
`;

/** Upcoming, live now, or ended: in words, the colour only repeats it. */
export function LectureStateBadge({ state }: { state: State }) {
  const { t } = useTranslation('mfe-lms');
  return <Badge $state={state} data-testid="lecture-state">{t(`player.lectures.state.${state}`)}</Badge>;
}
