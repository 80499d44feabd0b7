import type { App, AppContext } from '../../core/context';
import { errorResponses } from '../../core/http-schemas';
import { routeScopes } from '../../core/route-scope';
import { tenantOf, type Tenancy } from '../../core/tenancy';
import { RemoteManifestSchema } from './dto';
import { createEntryVersioner } from './entry-version';
import { remoteManifest } from './service';

export async function remoteRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const versionOf = createEntryVersioner();
  const { anyone } = await routeScopes(app, tenancy, { anyone: { tenant: 'resolve', user: 'none' } });

  anyone.get('/remote-manifest', {
    schema: {
      operationId: 'getRemoteManifest',
      tags: ['organization'],
      summary: 'The micro-frontends this organization has enabled: each one\'s definition (routes, menus, deep links, slots) and versioned entry URL',
      response: { 200: RemoteManifestSchema, ...errorResponses(401, 403, 404) },
    },
  }, async (request, reply) => {
    // A redeployed remote must be picked up on the next page load.
    void reply.header('cache-control', 'no-cache');
    return remoteManifest(ctx.db(), tenantOf(request).id, ctx.staticRoot, versionOf);
  });
}
