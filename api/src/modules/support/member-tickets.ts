import type { SupportTicketDetail } from '@halaqa/contracts/src/support';
import type { Db } from '../../core/db/types';
import type { SupportCaller } from './caller';
import type { OpenTicketBody } from './dto';
import { openTicket } from './open-ticket';
import { findTicket, ticketDetail, ticketDetailById, ticketNotFound } from './tickets';

/** POST technical-support: a member opens a ticket. One transaction: the ticket, its first message, the administrators' notice. */
export async function openMemberTicket(db: Db, scope: { organizationId: number; userId: number; now: Date }, input: OpenTicketBody): Promise<SupportTicketDetail> {
  return db.transaction(async (tx) => {
    const ticketId = await openTicket(tx, {
      organizationId: scope.organizationId,
      source: 'member',
      requesterUserId: scope.userId,
      requesterName: null,
      requesterEmail: null,
      subject: input.subject.trim(),
      body: input.body.trim(),
      now: scope.now,
    });
    return ticketDetailById(tx, scope.organizationId, ticketId);
  });
}

/** GET technical-support/:ticketId: the requester's own ticket, or any for the support staff; else not found. */
export async function readTicket(db: Db, organizationId: number, caller: SupportCaller, ticketId: number): Promise<SupportTicketDetail> {
  const ticket = await findTicket(db, organizationId, ticketId);
  const isOwner = ticket !== null && caller.userId !== null && ticket.requesterUserId === caller.userId;
  if (!ticket || (!isOwner && !caller.isStaff)) throw ticketNotFound();
  return ticketDetail(db, organizationId, ticket);
}
