import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../../../core/context';
import { routeScopes } from '../../../core/route-scope';
import type { Tenancy } from '../../../core/tenancy';
import { errorResponses, StringEnum } from '../../../core/http-schemas';
import { tenantOf } from '../../../core/tenancy';
import { PROVIDERS_SCOPE } from './providers-scope';
import { receiveWebhook, type WebhookProvider } from './receive-webhook';

const PROVIDER_NAMES = ['card', 'tamara', 'tabby', 'CARD', 'TAMARA', 'TABBY'] as const;
/** A webhook body larger than this is no provider's: refused before it is read. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const ReceiptSchema = Type.Object({
  received: Type.Literal(true),
  duplicate: Type.Boolean({ description: 'Seen before (by event id): nothing was done' }),
  processed: Type.Boolean({ description: 'The payment was settled; false: recorded, and retried by the reconciliation job' }),
});

/**
 * POST /api/payments/webhooks/:provider (scope providers: nobody signs in;
 * the signature is the proof). The organization is the site's (host or
 * x-organization), whose gateway decides how the signature is checked. The
 * body is kept as the exact bytes received (a content-type parser of this
 * route's own scope), since the signature is over them.
 */
export async function webhookRoutes(app: App, tenancy: Tenancy, ctx: AppContext): Promise<void> {
  await app.register(async (raw) => {
    // Only here: every other route keeps the JSON parser; this one hands the handler the raw bytes, whatever their type.
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    const { providers: scope } = await routeScopes(raw.withTypeProvider<TypeBoxTypeProvider>(), tenancy, { providers: PROVIDERS_SCOPE });
    scope.post('/payments/webhooks/:provider', {
      schema: {
        operationId: 'receivePaymentWebhook', tags: ['payments'],
        summary: 'A payment provider\'s webhook: signature over the raw body (400 pay-003; the sandbox\'s t=,v1= header 300 s tolerance, pay-004), deduplicated by event id, then the payment is re-verified with the provider and completed or failed',
        params: Type.Object({ provider: StringEnum(PROVIDER_NAMES) }),
        response: { 200: ReceiptSchema, ...errorResponses(400, 403, 404) },
      },
    }, async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const receipt = await receiveWebhook(ctx.db(), {
        organizationId: tenantOf(request).id,
        provider: request.params.provider.toUpperCase() as WebhookProvider,
        rawBody,
        headers: request.headers,
      }, { now: ctx.now, log: request.log });
      return { received: true as const, ...receipt };
    });
  });
}
