import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { permissionsOf } from '../../../core/authorize';
import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { tenantOf, userOf } from '../../../core/tenancy';
import { OrderParamsSchema } from '../history/dto';
import type { CommerceScopes } from '../routes';
import { accountingDirectory, localJournalAdapter } from './accounting/local-journal';
import { ACCOUNTING_CHANNEL } from './accounting/queue-handoff';
import { startAccountingWorker, type AccountingWorker } from './accounting/worker';
import { HandoffQueuedSchema, InvoiceIssuedSchema, InvoiceParamsSchema, InvoicePdfQuerySchema } from './dto';
import { invoiceForOrder, requeueHandoffs } from './invoice-for-order';
import { invoicePdfOf } from './invoice-pdf';

const tags = ['orders'];
const binary = (description: string) => Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description });

/** An administrator as requireAdministrator judges one (the portal and manage-members): they may read every document of the organization. */
async function isAdministrator(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  if (!userOf(request).portals.isAdministrator) return false;
  return (await permissionsOf(ctx, request)).member.holds('manage-members');
}

/** The accounting outbox's worker runs beside the server, as the notification worker does (only with a database attached). */
function startWorker(app: CommerceScopes['administrators'], ctx: AppContext): void {
  let worker: AccountingWorker | null = null;
  let stopWake: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    if (!ctx.live) return;
    const running = startAccountingWorker(ctx.systemDb, {
      adapter: localJournalAdapter(accountingDirectory(process.env, ctx.paths.repoRoot)),
      pollMs: Number(process.env.ACCOUNTING_POLL_MS ?? 30_000),
      now: ctx.now,
      onError: (error) => app.log.error({ err: error }, 'accounting hand-off failed'),
    });
    worker = running;
    // The NOTIFY of an issuing transaction's commit sends its documents at once.
    stopWake = await ctx.listen(ACCOUNTING_CHANNEL, { onPayload: () => running.wake(), onResync: () => running.wake() });
  });
  app.addHook('onClose', async () => {
    await stopWake?.();
    await worker?.stop();
  });
}

/**
 * Invoices and credit notes (docs/design/commerce-api.md "Invoices"): their
 * PDF for the member (and administrators), and the administrators' spec
 * section 7 calls: invoice creation by order, accounting hand-off again.
 */
export function invoiceRoutes({ members, administrators }: CommerceScopes, ctx: AppContext): void {
  startWorker(administrators, ctx);

  members.get('/orders/invoices/:invoiceId/pdf', {
    schema: {
      operationId: 'downloadInvoicePdf', tags,
      summary: "An invoice or credit note as a PDF (simplified tax invoice, ZATCA QR code) in Arabic or English: the member's own; administrators any of the organization's (else 404 req-002)",
      params: InvoiceParamsSchema, querystring: InvoicePdfQuerySchema,
      response: { 200: binary('application/pdf'), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const viewer = { organizationId: tenantOf(request).id, userId: userOf(request).id, isAdministrator: await isAdministrator(ctx, request) };
    const language = request.query.language ?? request.language;
    const { pdf, reference } = await invoicePdfOf(ctx.db(), viewer, request.params.invoiceId, language);
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${reference}-${language}.pdf"`)
      .send(pdf);
  });

  administrators.post('/orders/:orderId/invoice', {
    schema: {
      operationId: 'createOrderInvoice', tags,
      summary: "Administrators: the paid order's invoice, issued now if it has none (201; 200 with the existing one; unpaid or free: 409 ord-006)",
      params: OrderParamsSchema,
      response: { 200: InvoiceIssuedSchema, 201: InvoiceIssuedSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    const { created, ...invoice } = await invoiceForOrder(ctx.db(), tenantOf(request).id, request.params.orderId);
    return reply.code(created ? 201 : 200).send(invoice);
  });

  administrators.post('/orders/:orderId/accounting-handoff', {
    schema: {
      operationId: 'requeueAccountingHandoff', tags,
      summary: "Administrators: hand the order's invoice and credit notes to accounting again (202 with how many were queued)",
      params: OrderParamsSchema,
      response: { 202: HandoffQueuedSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => reply.code(202).send(await requeueHandoffs(ctx.db(), tenantOf(request).id, request.params.orderId)));
}
