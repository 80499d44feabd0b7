import { useMemo } from 'react';
import styled from 'styled-components';
import type { Language } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { formatMoney, LoadingState, PageFrame } from '@halaqa/ui/pages';
import { useSlots } from '../../../api/coaching-queries';
import type { CoachProfile } from '../../../api/coaching-types';
import { coachingPaths } from '../../../definition';
import { CoachAvatar } from '../ui/CoachAvatar';
import { Badge, Facts, Section } from '../ui/Facts';
import { formatWhen, zoneLabel, memberTimeZone } from '../ui/time';
import { RouteCoachStates, useRouteCoach } from '../ui/RouteCoach';
import { ProfileSections } from './ProfileSections';

const Head = styled.div`
  display: flex;
  gap: 20px;
  align-items: flex-start;
  margin-block-end: 16px;
  p { margin: 0 0 8px; }
`;

/** Plain text whose line breaks are the coach's paragraphs. */
const About = styled.p`
  white-space: pre-line;
  line-height: 1.6;
`;

const NEXT_TIMES = 5;
const NEXT_DAYS = 14;

/** The coach's next PAID times within two weeks, in the member's zone. */
function NextTimes({ coach }: { coach: CoachProfile }) {
  const { t, i18n } = useTranslation('mfe-coaching');
  const range = useMemo(() => {
    const from = new Date();
    return { from: from.toISOString(), until: new Date(from.getTime() + NEXT_DAYS * 86_400_000).toISOString() };
  }, []);
  const slots = useSlots(coach.id, 'PAID', range);
  const times = slots.data?.slots.slice(0, NEXT_TIMES) ?? [];
  return (
    <Section aria-labelledby="coach-next-times" data-testid="next-times">
      <h2 id="coach-next-times">{t('profile.nextTimes')}</h2>
      <p>{t('book.zoneNote', { zone: zoneLabel(memberTimeZone(), i18n.language) })}</p>
      {slots.isPending ? <LoadingState /> : times.length === 0 ? <p>{t('profile.noTimes')}</p> : (
        <ul>{times.map((slot) => <li key={slot.startsAt}>{formatWhen(slot.startsAt, i18n.language)}</li>)}</ul>
      )}
    </Section>
  );
}

function Profile({ coach }: { coach: CoachProfile }) {
  const { t, i18n } = useTranslation('mfe-coaching');
  const language = i18n.language as Language;
  return (
    <>
      <Head>
        <CoachAvatar name={coach.name} url={coach.avatarUrl} size={96} />
        <div>
          {coach.headline ? <p><bdi>{coach.headline}</bdi></p> : null}
          {coach.specialty ? <p>{t('profile.specialty', { name: coach.specialty.name })}</p> : null}
          <Facts>
            <li data-testid="coach-price">{t('directory.card.price', { price: formatMoney(coach.price, coach.currency, language), minutes: coach.sessionDuration })}</li>
            <li data-testid="cancellation-rule">
              {coach.cancellation.allowed ? t('profile.cancellation', { count: coach.cancellation.minimumHours }) : t('profile.noCancellation')}
            </li>
          </Facts>
          {coach.offersFreeSession ? <p><Badge data-testid="free-badge">{t('directory.card.free', { minutes: coach.freeSessionDuration })}</Badge></p> : null}
        </div>
      </Head>
      {coach.isMe ? <p>{t('profile.isMe')}</p> : (
        <Button as={Link} to={coachingPaths.bookSession(coach.id)} data-testid="book-link">{t('profile.book')}</Button>
      )}
      {coach.about ? (
        <Section aria-labelledby="coach-about">
          <h2 id="coach-about">{t('profile.about')}</h2>
          <About dir="auto">{coach.about}</About>
        </Section>
      ) : null}
      <NextTimes coach={coach} />
      <ProfileSections coach={coach} />
    </>
  );
}

/** /coaching/coaches/:coachId: who the coach is, what a session costs and when they are free. */
export function CoachProfilePage({ params, title }: PageProps) {
  const { t } = useTranslation('mfe-coaching');
  const { coachId, coach } = useRouteCoach(params.coachId);
  return (
    <PageFrame title={coach.data?.name ?? title ?? t('pages.coachProfile')} testId="coach-profile-page">
      <RouteCoachStates coachId={coachId} coach={coach}>{(found) => <Profile coach={found} />}</RouteCoachStates>
    </PageFrame>
  );
}
