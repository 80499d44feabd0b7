import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { SupportTicketDetail, SupportTicketStatus } from '@halaqa/contracts/src/support';
import type { Db } from '../../core/db/types';
import { AppError, badRequest } from '../../core/errors';
import { recordEvent } from '../notifications/events';
import type { SupportCaller } from './caller';
import type { UpdateTicketBody } from './dto';
import { supportTicketMessages, supportTickets } from './tables';
import { findTicket, ticketDetailById, ticketNotFound, type TicketRow } from './tickets';
import { statusAfterMessage } from './ticket-status';

interface Scope {
  organizationId: number;
  now: Date;
}

/**
 * PATCH technical-support/:ticketId: the requester answers, or the support
 * staff answer and/or set the status. Everyone else (another member, an id
 * of another organization) is told the ticket does not exist. Call it inside
 * a transaction: the ticket row is locked, so concurrent answers change its
 * status one after the other, and the message, the status and the owner's
 * notices commit together.
 */
export async function updateTicket(tx: Db, scope: Scope, caller: SupportCaller, ticketId: number, input: UpdateTicketBody): Promise<SupportTicketDetail> {
  const ticket = await findTicket(tx, scope.organizationId, ticketId, { lock: true });
  const isOwner = ticket !== null && caller.userId !== null && ticket.requesterUserId === caller.userId;
  if (!ticket || (!isOwner && !caller.isStaff)) throw ticketNotFound();
  if (input.status !== undefined && !caller.isStaff) throw new AppError(403, ERROR_CODES.FORBIDDEN, 'Only the support staff set a ticket\'s status');
  const body = input.body?.trim();
  if (!body && input.status === undefined) throw badRequest('Send a reply (body) or a status');

  // The administrator who asks for help for themselves writes as the requester.
  const fromStaff = caller.isStaff && !isOwner;
  const afterMessage = body ? await addMessage(tx, scope, ticket, { authorUserId: caller.userId, fromStaff, body }) : ticket.status;
  const status = input.status ?? afterMessage;
  await setStatus(tx, scope, ticket.id, status);

  const owner = ticket.requesterUserId;
  // Notices go to the member who asked (a visitor's ticket has nobody to notify in the site), never for their own doing.
  if (owner !== null && owner !== caller.userId) {
    if (body && fromStaff) {
      await recordEvent(tx, {
        type: 'support.ticket-replied', organizationId: scope.organizationId, actorUserId: caller.userId,
        subject: { ticketId: ticket.id }, audience: { kind: 'users', userIds: [owner] }, payload: { subject: ticket.subject },
      });
    }
    // A status the staff chose; the move an answer makes by itself (received -> pending) is told by the reply's notice.
    if (status !== afterMessage) {
      await recordEvent(tx, {
        type: 'support.ticket-status-changed', organizationId: scope.organizationId, actorUserId: caller.userId,
        subject: { ticketId: ticket.id }, audience: { kind: 'users', userIds: [owner] }, payload: { subject: ticket.subject, status },
      });
    }
  }
  return ticketDetailById(tx, scope.organizationId, ticket.id);
}

/**
 * A requester's message in their chat (a visitor with the chat's token, or
 * the member who opened it): a resolved chat opens again. Call it inside a
 * transaction, after finding the ticket with `lock`.
 */
export async function addRequesterMessage(tx: Db, scope: Scope, ticket: TicketRow, authorUserId: number | null, body: string): Promise<SupportTicketDetail> {
  const status = await addMessage(tx, scope, ticket, { authorUserId, fromStaff: false, body });
  await setStatus(tx, scope, ticket.id, status);
  return ticketDetailById(tx, scope.organizationId, ticket.id);
}

/** Writes the message; answers the status it leaves the ticket in. */
async function addMessage(
  tx: Db,
  scope: Scope,
  ticket: TicketRow,
  message: { authorUserId: number | null; fromStaff: boolean; body: string },
): Promise<SupportTicketStatus> {
  await tx.insert(supportTicketMessages).values({
    organizationId: scope.organizationId,
    ticketId: ticket.id,
    authorUserId: message.authorUserId,
    fromStaff: message.fromStaff,
    body: message.body,
    createdAt: scope.now,
  });
  // The requester wrote again (a reply, a chat message): the support team hears, as of a new ticket.
  if (!message.fromStaff) {
    await recordEvent(tx, {
      type: 'support.requester-wrote', organizationId: scope.organizationId, actorUserId: message.authorUserId,
      subject: { ticketId: ticket.id }, audience: { kind: 'administrators' }, payload: { subject: ticket.subject, requester: ticket.requesterName },
    });
  }
  return statusAfterMessage(ticket.status, message.fromStaff);
}

async function setStatus(tx: Db, scope: Scope, ticketId: number, status: SupportTicketStatus): Promise<void> {
  await tx.update(supportTickets).set({ status, updatedAt: scope.now })
    .where(and(eq(supportTickets.organizationId, scope.organizationId), eq(supportTickets.id, ticketId)));
}
