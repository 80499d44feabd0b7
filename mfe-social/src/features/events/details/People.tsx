import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { initialsOf } from '@halaqa/contracts/src/theme/cover-panel';
import type { EventGuest, EventPerson } from '../../../api/events-types';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; gap: 12px; align-items: flex-start; }
  p { margin: 4px 0 0; color: ${({ theme }) => theme.colors.muted}; line-height: 1.5; }
  strong { display: block; }
`;

const Round = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 44px;
  block-size: 44px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  img { inline-size: 100%; block-size: 100%; object-fit: cover; }
`;

/** A person's picture, or their initials; decorative (the name is written beside it). */
function Avatar({ person }: { person: EventPerson }) {
  return (
    <Round aria-hidden="true">
      {person.avatarUrl ? <img src={person.avatarUrl} alt="" width={44} height={44} loading="lazy" /> : initialsOf(person.name)}
    </Round>
  );
}

/** The event's hosts and guests, each with their picture; guests with their short bio. */
export function People({ hosts, guests }: { hosts: EventPerson[]; guests: EventGuest[] }) {
  const { t } = useTranslation('mfe-social');
  return (
    <>
      {hosts.length > 0 && (
        <section aria-labelledby="event-hosts-title">
          <h2 id="event-hosts-title">{t('events.details.hosts')}</h2>
          <List data-testid="event-hosts">
            {hosts.map((host) => <li key={host.id}><Avatar person={host} /><strong dir="auto">{host.name}</strong></li>)}
          </List>
        </section>
      )}
      {guests.length > 0 && (
        <section aria-labelledby="event-guests-title">
          <h2 id="event-guests-title">{t('events.details.guests')}</h2>
          <List data-testid="event-guests">
            {guests.map((guest) => (
              <li key={guest.id}>
                <Avatar person={guest} />
                <div><strong dir="auto">{guest.name}</strong>{guest.bio && <p dir="auto">{guest.bio}</p>}</div>
              </li>
            ))}
          </List>
        </section>
      )}
    </>
  );
}
