import type { AppContext } from '../../../core/context';
import type { CoachingScopes } from '../routes';
import { coachProfileEditorRoutes } from './coach-routes';
import { coachDirectoryRoutes } from './member-routes';

/**
 * Slice "profiles" of docs/design/coaching-api.md: the directory and profiles
 * (members), the coach's own profile (coaches). Fastify matches the static
 * paths coaches/me and coaches/filter-options before coaches/{coachId}.
 */
export function coachProfileRoutes(scopes: CoachingScopes, ctx: AppContext): void {
  coachDirectoryRoutes(scopes, ctx);
  coachProfileEditorRoutes(scopes, ctx);
}
