import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@halaqa/contracts';
import type { App, AppContext } from '../../../core/context';
import { routeScopes } from '../../../core/route-scope';
import type { Tenancy } from '../../../core/tenancy';
import { StringEnum } from '../../../core/http-schemas';
import { nonceOf } from '../../../core/security-headers';
import { tenantOf } from '../../../core/tenancy';
import { organizations } from '../../organizations/tables';
import { PROVIDERS_SCOPE } from '../payments/providers-scope';
import { sandboxPayments } from '../tables';
import { bnplPage, cardPage, challengePage, donePage, notFoundPage, type PageView } from './pages';
import { findSandboxPayment, moveSandboxPayment, type SandboxPayment } from './sandbox-book';
import { OPEN_STATUSES, outcomeOf, type SandboxStatus } from './sandbox-status';
import { CHALLENGE_CODE, judgeCard } from './test-cards';

/** Wrong challenge codes before the bank (the sandbox) declines. */
const CHALLENGE_TRIES = 3;

const ParamsSchema = Type.Object({ sandboxPaymentId: Type.String({ pattern: '^sbx_pay_[A-Za-z0-9_-]{1,40}$' }) });
const PageQuerySchema = Type.Object({ lang: Type.Optional(StringEnum(['en', 'ar'] as const)) });
const CardBodySchema = Type.Object({
  name: Type.String({ maxLength: 100 }), number: Type.String({ maxLength: 40 }), expiry: Type.String({ maxLength: 10 }), cvc: Type.String({ maxLength: 8 }),
});
const ChallengeBodySchema = Type.Object({ code: Type.String({ maxLength: 12 }) });
const BnplBodySchema = Type.Object({ decision: StringEnum(['approve', 'decline'] as const) });

const isLanguage = (value: string): value is Language => value === 'en' || value === 'ar';

/**
 * The sandbox provider's hosted pages (scope providers: the member is on
 * the provider's page, not signed in to it), under /api/sandbox-payments/.
 * They keep the sandbox's own books (sandbox-book.ts) and send the member
 * back to the callback with the outcome; Halaqa learns the result from the
 * signed webhook or by asking, as with a real provider. Hidden from the
 * OpenAPI document: no client of Halaqa calls them, a browser visits them.
 */
export async function sandboxRoutes(app: App, tenancy: Tenancy, ctx: AppContext): Promise<void> {
  const organizationName = async (request: FastifyRequest, language: Language) => {
    const [org] = await ctx.db().select({ name: organizations.name, nameArabic: organizations.nameArabic }).from(organizations)
      .where(eq(organizations.id, tenantOf(request).id));
    return language === 'ar' ? org?.nameArabic || org?.name || '' : org?.name || org?.nameArabic || '';
  };
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

  /** The payment of this site, with what every page needs; null after answering 404. */
  const open = async (request: FastifyRequest, reply: FastifyReply, id: string, language?: Language) => {
    const payment = await findSandboxPayment(ctx.db(), tenantOf(request).id, id);
    if (!payment) {
      const fallback = language ?? request.language;
      await html(reply, 404, notFoundPage(fallback, nonceOf(reply), await organizationName(request, fallback)));
      return null;
    }
    const chosen = language ?? (isLanguage(payment.language) ? payment.language : 'en');
    const view: PageView = { payment, organization: await organizationName(request, chosen), language: chosen, nonce: nonceOf(reply) };
    return view;
  };

  /** Back to the merchant's callback with the provider's outcome (its own words: success, cancel, failure). */
  const backToMerchant = (reply: FastifyReply, payment: SandboxPayment) => {
    const url = new URL(payment.callbackUrl);
    url.searchParams.set('outcome', outcomeOf(payment.status as SandboxStatus));
    url.searchParams.set('id', payment.id);
    url.searchParams.set('status', payment.status);
    return reply.redirect(url.toString(), 303);
  };
  const toPage = (reply: FastifyReply, payment: SandboxPayment, suffix = '') =>
    reply.redirect(`/api/sandbox-payments/${encodeURIComponent(payment.id)}${suffix}`, 303);
  const move = (payment: SandboxPayment, from: readonly SandboxStatus[], to: SandboxStatus, metadata?: Record<string, unknown>) =>
    moveSandboxPayment(ctx.db(), { organizationId: payment.organizationId, id: payment.id }, from, to, ctx.now(), metadata ? { metadata } : {});

  await app.register(async (raw) => {
    // The pages' forms post urlencoded fields; only this scope reads them.
    raw.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    const { providers: scope } = await routeScopes(raw.withTypeProvider<TypeBoxTypeProvider>(), tenancy, { providers: PROVIDERS_SCOPE });
    const hide = { hide: true, tags: ['sandbox'] };

    scope.get('/sandbox-payments/:sandboxPaymentId', {
      schema: { ...hide, operationId: 'sandboxPaymentPage', params: ParamsSchema, querystring: PageQuerySchema },
    }, async (request, reply) => {
      const view = await open(request, reply, request.params.sandboxPaymentId, request.query.lang);
      if (!view) return reply;
      if (request.query.lang && request.query.lang !== view.payment.language) {
        // The member switched language: the next pages follow it.
        await ctx.db().update(sandboxPayments).set({ language: request.query.lang }).where(eq(sandboxPayments.id, view.payment.id));
      }
      if (view.payment.status === 'challenge') return toPage(reply, view.payment, '/challenge');
      if (!OPEN_STATUSES.includes(view.payment.status as SandboxStatus)) return html(reply, 200, donePage(view, view.payment.callbackUrl));
      return html(reply, 200, view.payment.kind === 'CARD' ? cardPage(view) : bnplPage(view));
    });

    // The forms' addresses opened by hand (a reload of a refused form, a bookmark): the payment's page.
    for (const action of ['card', 'bnpl', 'cancel'] as const) {
      scope.get(`/sandbox-payments/:sandboxPaymentId/${action}`, {
        schema: { ...hide, operationId: `sandboxPageOf_${action}`, params: ParamsSchema },
      }, async (request, reply) => reply.redirect(`/api/sandbox-payments/${encodeURIComponent(request.params.sandboxPaymentId)}`, 303));
    }

    scope.post('/sandbox-payments/:sandboxPaymentId/card', {
      schema: { ...hide, operationId: 'sandboxPayByCard', params: ParamsSchema, body: CardBodySchema },
    }, async (request, reply) => {
      const view = await open(request, reply, request.params.sandboxPaymentId);
      if (!view) return reply;
      if (view.payment.kind !== 'CARD' || view.payment.status !== 'initiated') return toPage(reply, view.payment);
      const verdict = judgeCard(request.body, ctx.now());
      // A refused form is shown again with its error (pay-006 in the API's words), nothing moves.
      if (verdict.kind === 'refused') {
        return html(reply.header('x-error-code', 'pay-006'), 400, cardPage(view, verdict, { name: request.body.name, number: request.body.number, expiry: request.body.expiry }));
      }
      const moved = verdict.kind === 'success'
        ? await move(view.payment, ['initiated'], 'paid')
        : verdict.kind === 'decline'
          ? await move(view.payment, ['initiated'], 'declined', { failureMessage: 'The card was declined (test card 4000 0000 0000 0069)' })
          : await move(view.payment, ['initiated'], 'challenge', { challengeTries: 0 });
      if (!moved) return toPage(reply, view.payment);
      return moved.status === 'challenge' ? toPage(reply, moved, '/challenge') : backToMerchant(reply, moved);
    });

    scope.get('/sandbox-payments/:sandboxPaymentId/challenge', {
      schema: { ...hide, operationId: 'sandboxChallengePage', params: ParamsSchema, querystring: PageQuerySchema },
    }, async (request, reply) => {
      const view = await open(request, reply, request.params.sandboxPaymentId, request.query.lang);
      if (!view) return reply;
      if (view.payment.status !== 'challenge') return toPage(reply, view.payment);
      return html(reply, 200, challengePage(view));
    });

    scope.post('/sandbox-payments/:sandboxPaymentId/challenge', {
      schema: { ...hide, operationId: 'sandboxAnswerChallenge', params: ParamsSchema, body: ChallengeBodySchema },
    }, async (request, reply) => {
      const view = await open(request, reply, request.params.sandboxPaymentId);
      if (!view) return reply;
      if (view.payment.status !== 'challenge') return toPage(reply, view.payment);
      if (request.body.code.trim() === CHALLENGE_CODE) {
        const paid = await move(view.payment, ['challenge'], 'paid');
        return paid ? backToMerchant(reply, paid) : toPage(reply, view.payment);
      }
      const metadata = typeof view.payment.metadata === 'object' && view.payment.metadata !== null ? view.payment.metadata as Record<string, unknown> : {};
      const tries = (typeof metadata.challengeTries === 'number' ? metadata.challengeTries : 0) + 1;
      if (tries >= CHALLENGE_TRIES) {
        const declined = await move(view.payment, ['challenge'], 'declined', { challengeTries: tries, failureMessage: 'The one-time code was wrong three times' });
        return declined ? backToMerchant(reply, declined) : toPage(reply, view.payment);
      }
      await move(view.payment, ['challenge'], 'challenge', { challengeTries: tries });
      return html(reply.header('x-error-code', 'pay-006'), 400, challengePage(view, CHALLENGE_TRIES - tries));
    });

    scope.post('/sandbox-payments/:sandboxPaymentId/bnpl', {
      schema: { ...hide, operationId: 'sandboxDecideInstalments', params: ParamsSchema, body: BnplBodySchema },
    }, async (request, reply) => {
      const view = await open(request, reply, request.params.sandboxPaymentId);
      if (!view) return reply;
      if (view.payment.kind === 'CARD' || view.payment.status !== 'initiated') return toPage(reply, view.payment);
      const moved = await move(view.payment, ['initiated'], request.body.decision === 'approve' ? 'approved' : 'declined',
        request.body.decision === 'approve' ? undefined : { failureMessage: 'The instalment plan was declined (sandbox)' });
      return moved ? backToMerchant(reply, moved) : toPage(reply, view.payment);
    });

    scope.post('/sandbox-payments/:sandboxPaymentId/cancel', {
      schema: { ...hide, operationId: 'sandboxCancelPayment', params: ParamsSchema },
    }, async (request, reply) => {
      const view = await open(request, reply, request.params.sandboxPaymentId);
      if (!view) return reply;
      const canceled = await move(view.payment, OPEN_STATUSES, 'canceled');
      return canceled ? backToMerchant(reply, canceled) : toPage(reply, view.payment);
    });
  });
}
