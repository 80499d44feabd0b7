import type { App, AppContext } from '../../core/context';
import { errorResponses, TenantHeadersSchema } from '../../core/http-schemas';
import { tenantOf, type Tenancy } from '../../core/tenancy';
import { RemoteManifestSchema } from './dto';
import { createEntryVersioner } from './entry-version';
import { remoteManifest } from './service';

export function remoteRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  const versionOf = createEntryVersioner();
  app.get('/remote-manifest', {
    preHandler: tenancy.resolveTenant,
    schema: {
      operationId: 'getRemoteManifest',
      tags: ['organization'],
      summary: 'The micro-frontends this organization has enabled, with versioned entry URLs',
      headers: TenantHeadersSchema,
      response: { 200: RemoteManifestSchema, ...errorResponses(401, 403, 404) },
    },
  }, async (request, reply) => {
    // A redeployed remote must be picked up on the next page load.
    void reply.header('cache-control', 'no-cache');
    return remoteManifest(ctx.db(), tenantOf(request).id, ctx.staticRoot, versionOf);
  });
}
