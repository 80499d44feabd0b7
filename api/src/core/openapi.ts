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
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
