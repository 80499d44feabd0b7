import type { PageMap } from '@halaqa/mfe-runtime';
import { lazyPage } from '@halaqa/ui/pages';
import type { coaching } from '../../definition';

/** Every page of mfe-coaching, each in its own chunk. */
export const coachingPages: PageMap<typeof coaching.routes> = {
  coaches: lazyPage(() => import(/* webpackChunkName: "coaches" */ './directory/CoachesPage'), 'CoachesPage'),
  coachProfile: lazyPage(() => import(/* webpackChunkName: "coach-profile" */ './profile/CoachProfilePage'), 'CoachProfilePage'),
  bookSession: lazyPage(() => import(/* webpackChunkName: "book-session" */ './booking/BookSessionPage'), 'BookSessionPage'),
  mySessions: lazyPage(() => import(/* webpackChunkName: "my-sessions" */ './sessions/MySessionsPage'), 'MySessionsPage'),
  availability: lazyPage(() => import(/* webpackChunkName: "coach-availability" */ './availability/AvailabilityPage'), 'AvailabilityPage'),
};
