import type { ReactNode } from 'react';
import { ERROR_CODES } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { EmptyState, ErrorState, failureCode, LoadingState } from '@halaqa/ui/pages';
import { useCoach } from '../../../api/coaching-queries';
import type { CoachProfile } from '../../../api/coaching-types';
import { coachingPaths } from '../../../definition';
import { coachIdOf } from './route-ids';

/** The coach of the address's `:coachId` (a malformed id asks for nothing). */
export function useRouteCoach(value: string | undefined) {
  const coachId = coachIdOf(value);
  return { coachId, coach: useCoach(coachId ?? 0) };
}

/** The states of the coach's load: not found (a 404 or a malformed id), loading, failed, then the coach. */
export function RouteCoachStates({ coachId, coach, children }: {
  coachId: number | null;
  coach: ReturnType<typeof useCoach>;
  children(coach: CoachProfile): ReactNode;
}) {
  const { t } = useTranslation('mfe-coaching');
  if (coachId === null || (coach.isError && failureCode(coach.error) === ERROR_CODES.NOT_FOUND)) {
    return <EmptyState action={<Link to={coachingPaths.coaches()}>{t('profile.toDirectory')}</Link>}>{t('profile.notFound')}</EmptyState>;
  }
  if (coach.isPending) return <LoadingState />;
  if (coach.isError) return <ErrorState namespace="mfe-coaching" error={coach.error} onRetry={() => void coach.refetch()} />;
  return <>{children(coach.data)}</>;
}
