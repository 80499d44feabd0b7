import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { useSession } from '@halaqa/session';
import type { EventCard } from '../../../api/events-types';
import { socialPaths } from '../../../definition';
import { EventCover } from './EventCover';
import { FavoriteToggle } from './FavoriteToggle';
import { formatEventTime, formatMoment } from './format';
import { PlacesLeft, PriceTag, StatusBadge } from './EventFacts';

const Frame = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  transition: box-shadow 0.15s ease;
  &:hover { box-shadow: 0 6px 20px rgba(15, 23, 42, 0.12); }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  flex: 1;
  h3 { margin: 0; font-size: 1.1rem; line-height: 1.35; overflow-wrap: anywhere; }
`;

/** The card's one link (its title): its ::after covers the card so a click anywhere opens it. */
const StretchedLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: none; }
  &:focus-visible::after { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: -3px; }
`;

const Facts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Alert = styled.p`
  margin: 0;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radius}px;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.background};
  font-size: 0.85rem;
  font-weight: 600;
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-block-start: auto;
  padding-block-start: 8px;
`;

/** An event in a list: cover, title (the link to it), time in the member's zone, type, place, price, places left, alert and heart. */
export function EventCardView({ event, priority = false }: { event: EventCard; priority?: boolean }) {
  const { t } = useTranslation('mfe-social');
  const language = usePageLanguage();
  const { signedIn } = useSession();
  return (
    <Frame data-testid="event-card" aria-labelledby={`event-card-${event.id}`}>
      <EventCover url={event.coverUrl} priority={priority} />
      <Body>
        <StatusBadge status={event.myStatus} />
        <h3 id={`event-card-${event.id}`} dir="auto"><StretchedLink to={socialPaths.event(event.id)}>{event.title}</StretchedLink></h3>
        <Facts>
          <li><time dateTime={event.startTime}>{formatEventTime(event.startTime, event.endingTime, language)}</time></li>
          <li>{t(`events.type.${event.type}`)} · {t(`events.language.${event.language}`)}</li>
          {event.location && <li dir="auto">{event.location}</li>}
          <PlacesLeft placesLeft={event.placesLeft} as="li" />
        </Facts>
        {event.enrollmentAlert && (
          <Alert data-testid="enrollment-alert">
            {t(`events.alert.${event.enrollmentAlert.kind}`, { at: formatMoment(event.enrollmentAlert.at, language) })}
          </Alert>
        )}
        <Footer>
          <PriceTag price={event.price} oldPrice={event.oldPrice} currency={event.currency} />
          {signedIn && <FavoriteToggle event={event} compact />}
        </Footer>
      </Body>
    </Frame>
  );
}
