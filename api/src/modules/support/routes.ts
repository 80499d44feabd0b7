import { ERROR_CODES } from '@halaqa/contracts';
import { CHAT_TOKEN_HEADER } from '@halaqa/contracts/src/support';
import type { App, AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/http-schemas';
import { routeScopes } from '../../core/route-scope';
import { tenantOf, userOf, type Tenancy } from '../../core/tenancy';
import { publicScopeOf, supportCallerOf } from './caller';
import {
  ChatHeadersSchema, ChatMessageBodySchema, ContactBodySchema, HelpCenterPageSchema, HelpCenterQuerySchema, ListTicketsQuerySchema,
  OpenChatBodySchema, OpenedChatSchema, OpenTicketBodySchema, SupportTicketDetailSchema, SupportTicketPageSchema, SupportTicketSchema,
  TicketParamsSchema, UpdateTicketBodySchema,
} from './dto';
import { listArticles } from './help-center';
import { openMemberTicket, readTicket } from './member-tickets';
import { openChat, readChat, sendContactMessage, writeToChat } from './public-requests';
import { listTickets } from './tickets';
import { updateTicket } from './update-ticket';

/**
 * Getting help (spec section 7 "Misc": technical-support; sections 2 and 4):
 * members' tickets, the help center, the contact form and the chat.
 */
export async function supportRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const { members, anyone } = await routeScopes(app, tenancy, {
    members: { tenant: 'resolve', user: 'required' },
    // Visitors and members alike; a member's session, when sent, says who writes.
    anyone: { tenant: 'resolve', user: 'identify' },
  });

  members.post('/technical-support', {
    schema: {
      operationId: 'openSupportTicket',
      tags: ['support'],
      summary: 'Open a support ticket (status received); the administrators are notified',
      body: OpenTicketBodySchema,
      response: { 201: SupportTicketDetailSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const ticket = await openMemberTicket(ctx.db(), { organizationId: tenantOf(request).id, userId: userOf(request).id, now: ctx.now() }, request.body);
    return reply.code(201).send(ticket);
  });

  members.get('/technical-support', {
    schema: {
      operationId: 'listSupportTickets',
      tags: ['support'],
      summary: "The member's own tickets, newest first; administrators may ask for all=1 (every ticket of the organization)",
      querystring: ListTicketsQuerySchema,
      response: { 200: SupportTicketPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const caller = await supportCallerOf(ctx, request);
    const all = request.query.all === 1;
    if (all && !caller.isStaff) throw new AppError(403, ERROR_CODES.FORBIDDEN, 'Administrators only');
    return listTickets(ctx.db(), { organizationId: tenantOf(request).id, requesterUserId: all ? null : userOf(request).id }, request.query);
  });

  members.get('/technical-support/:ticketId', {
    schema: {
      operationId: 'getSupportTicket',
      tags: ['support'],
      summary: 'One ticket with its conversation (its requester, or an administrator)',
      params: TicketParamsSchema,
      response: { 200: SupportTicketDetailSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => readTicket(ctx.db(), tenantOf(request).id, await supportCallerOf(ctx, request), request.params.ticketId));

  members.patch('/technical-support/:ticketId', {
    schema: {
      operationId: 'updateSupportTicket',
      tags: ['support'],
      summary: 'Answer a ticket (its requester or an administrator); administrators may also set its status',
      params: TicketParamsSchema,
      body: UpdateTicketBodySchema,
      response: { 200: SupportTicketDetailSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const caller = await supportCallerOf(ctx, request);
    const scope = { organizationId: tenantOf(request).id, now: ctx.now() };
    return ctx.db().transaction((tx) => updateTicket(tx, scope, caller, request.params.ticketId, request.body));
  });

  members.get('/help-center', {
    schema: {
      operationId: 'listHelpCenterArticles',
      tags: ['support'],
      summary: "The organization's published questions and answers in the request language, optionally searched",
      querystring: HelpCenterQuerySchema,
      response: { 200: HelpCenterPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => listArticles(ctx.db(), { organizationId: tenantOf(request).id, language: request.language }, request.query));

  anyone.post('/contact-us', {
    schema: {
      operationId: 'sendContactMessage',
      tags: ['support'],
      summary: 'The contact form: becomes a ticket for the support staff (rate limited per address and per email)',
      body: ContactBodySchema,
      response: { 201: SupportTicketSchema, ...errorResponses(400, 401, 403, 404, 429) },
    },
  }, async (request, reply) => reply.code(201).send(await sendContactMessage(ctx.db(), await publicScopeOf(ctx, request), request.body)));

  anyone.post('/chat', {
    schema: {
      operationId: 'openChat',
      tags: ['support'],
      summary: 'Open a chat with the support staff (kept as a ticket); a visitor gets its access token once',
      body: OpenChatBodySchema,
      response: { 201: OpenedChatSchema, ...errorResponses(400, 401, 403, 404, 429) },
    },
  }, async (request, reply) => reply.code(201).send(await openChat(ctx.db(), await publicScopeOf(ctx, request), request.body)));

  anyone.get('/chat/:ticketId', {
    schema: {
      operationId: 'getChat',
      tags: ['support'],
      summary: 'A chat and its messages (the member who opened it, or the holder of its access token)',
      params: TicketParamsSchema,
      headers: ChatHeadersSchema,
      response: { 200: SupportTicketDetailSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => readChat(ctx.db(), tenantOf(request).id, request.user?.id ?? null, request.headers[CHAT_TOKEN_HEADER], request.params.ticketId));

  anyone.post('/chat/:ticketId/messages', {
    schema: {
      operationId: 'writeToChat',
      tags: ['support'],
      summary: 'Write in a chat (the member who opened it, or the holder of its access token); a resolved chat opens again',
      params: TicketParamsSchema,
      headers: ChatHeadersSchema,
      body: ChatMessageBodySchema,
      response: { 200: SupportTicketDetailSchema, ...errorResponses(400, 401, 403, 404, 429) },
    },
  }, async (request) => writeToChat(ctx.db(), await publicScopeOf(ctx, request), request.headers[CHAT_TOKEN_HEADER], request.params.ticketId, request.body.body));
}
