import { defineRemote } from '@halaqa/contracts';
import { rolesFixture } from '@halaqa/contracts/src/testing/roles-fixture';

/** mfe-social's event page by its role, as the dashboard links to it (tests only). */
const eventPage = defineRemote({
  name: 'mfe-event-page-fixture',
  prefixes: [],
  routes: { event: { path: '/event/:eventId', role: 'event' } },
  texts: { en: { area: 'Social', labels: {} }, ar: { area: 'المجتمع', labels: {} } },
}).definition;

/** renderPage's options where the site has social events. */
export const WITH_EVENT_PAGE = { otherAreas: [rolesFixture, eventPage] } as const;
