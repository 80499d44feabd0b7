import type { AppContext } from '../../../core/context';
import type { LmsScopes } from '../routes';
import { announcementRoutes } from './announcement-routes';
import { attendanceRoutes } from './attendance-routes';
import { lectureRoutes } from './lecture-routes';
import { subsectionRoutes } from './subsection-routes';

/**
 * The course player's authoring calls (docs/design/course-player-api.md
 * "Authoring calls"): instructors on their own courses, administrators on
 * every course of the organization, through the manage-courses scope.
 */
export function authoringRoutes(scopes: LmsScopes, ctx: AppContext): void {
  subsectionRoutes(scopes, ctx);
  lectureRoutes(scopes, ctx);
  announcementRoutes(scopes, ctx);
  attendanceRoutes(scopes, ctx);
}
