import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { App } from './context';

/** OpenAPI document at /api/docs/json (source of the generated client) and Swagger UI at /api/docs. */
export async function registerOpenApi(app: App): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Halaqa API',
        version: '0.1.0',
        description: 'Multi-organization learning platform. Tenant: bearer token, else x-organization, else Host subdomain. Errors: {statusCode, code, message}.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  // The documentation page runs swagger-ui's own inline scripts: it sets its own policy, with their hashes.
  // swagger-ui also injects a style element of its own, so inline styles are allowed on this page (only);
  // upgrade-insecure-requests would break it on plain-HTTP hosts.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header
      .replace(/\s*upgrade-insecure-requests;/, '')
      .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });
}
