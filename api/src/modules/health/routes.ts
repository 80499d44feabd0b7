import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { App, AppContext } from '../../core/context';
import { errorResponses } from '../../core/http-schemas';

export function healthRoutes(app: App, ctx: AppContext): void {
  app.get('/health', {
    schema: {
      operationId: 'getHealth',
      tags: ['health'],
      summary: 'Liveness of the API and its database',
      response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.Literal('ok') }), ...errorResponses() },
    },
  }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    await ctx.db().execute(sql`select 1`);
    return { status: 'ok' as const, database: 'ok' as const };
  });
}
