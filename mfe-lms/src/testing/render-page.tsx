import type { RenderRouteOptions } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { renderRoute, resetRouteState } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { rolesFixture } from '@halaqa/contracts/src/testing/roles-fixture';
import { pages } from '../pages';
import { lms } from '../definition';
import { translations } from '../i18n/translations';
import CourseSearch from '../slots/course-search';
import FavoriteCourses from '../slots/favorite-courses';

/** mfe-lms's own slot fillers, as the shell's loader would serve them. */
export const LMS_FILLERS = { 'mfe-lms/course-search': CourseSearch, 'mfe-lms/favorite-courses': FavoriteCourses };

/** Renders mfe-lms's route table at `path`, as the shell mounts it (other areas' pages by role from the fixture). */
export const renderPage = (path: string, options: RenderRouteOptions = {}) =>
  renderRoute({ remote: lms, pages, translations }, path, { otherAreas: [rolesFixture], slotFillers: LMS_FILLERS, ...options });

export const resetPageState = resetRouteState;
