import type { App, AppContext } from '../../core/context';
import type { Tenancy } from '../../core/tenancy';

/**
 * The courses area (docs/design/lms-api.md). Each feature folder registers its own routes here.
 */
export function lmsRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  void app; void ctx; void tenancy;
}
