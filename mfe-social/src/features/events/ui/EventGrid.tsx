import styled from 'styled-components';
import type { EventCard } from '../../../api/events-types';
import { EventCardView } from './EventCardView';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li { display: flex; }
  > li > * { flex: 1; }
`;

/** The responsive grid of event cards (one column on phones); the first row's covers load first. */
export function EventGrid({ events, label }: { events: readonly EventCard[]; label: string }) {
  return (
    <Grid data-testid="event-list" aria-label={label}>
      {events.map((event, index) => <li key={event.id}><EventCardView event={event} priority={index < 3} /></li>)}
    </Grid>
  );
}
