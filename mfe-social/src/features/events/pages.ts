import type { PageMap } from '@halaqa/mfe-runtime';
import type { social } from '../../definition';
import { lazyPage } from '@halaqa/ui/pages';

/** The events slice's pages, each in its own chunk (the list and all-events share one). */
export const eventPages = {
  events: lazyPage(() => import(/* webpackChunkName: "events" */ './list/EventsListPage'), 'UpcomingEventsPage'),
  allEvents: lazyPage(() => import(/* webpackChunkName: "events" */ './list/EventsListPage'), 'AllEventsPage'),
  myEvents: lazyPage(() => import(/* webpackChunkName: "my-events" */ './my-events/MyEventsPage'), 'MyEventsPage'),
  event: lazyPage(() => import(/* webpackChunkName: "event" */ './details/EventPage'), 'EventPage'),
  eventTicket: lazyPage(() => import(/* webpackChunkName: "event-ticket" */ './ticket/EventTicketPage'), 'EventTicketPage'),
  eventCheckIn: lazyPage(() => import(/* webpackChunkName: "event-check-in" */ './check-in/CheckInPage'), 'CheckInPage'),
} satisfies Partial<PageMap<typeof social.routes>>;
