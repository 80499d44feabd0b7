import { and, eq } from 'drizzle-orm';
import type { SupportTicketSource } from '@halaqa/contracts/src/support';
import type { Db } from '../../core/db/types';
import { recordEvent } from '../notifications/events';
import { users } from '../users/tables';
import { supportTicketMessages, supportTickets } from './tables';

export interface NewTicket {
  organizationId: number;
  source: SupportTicketSource;
  /** The signed-in member opening it; null for a visitor. */
  requesterUserId: number | null;
  /** As typed on the contact form or given to the chat; null: the member's account says it. */
  requesterName: string | null;
  requesterEmail: string | null;
  subject: string;
  /** The first message of the conversation. */
  body: string;
  /** A visitor's chat token hash (chat-token.ts). */
  accessTokenHash?: string | null;
  now: Date;
}

/**
 * Writes a ticket (status received, spec section 4) with its first message,
 * and the domain event that tells the organization's administrators. Call it
 * inside a transaction: the ticket, its message and the event exist together
 * or not at all.
 */
export async function openTicket(tx: Db, input: NewTicket): Promise<number> {
  const [ticket] = await tx.insert(supportTickets).values({
    organizationId: input.organizationId,
    requesterUserId: input.requesterUserId,
    requesterName: input.requesterName,
    requesterEmail: input.requesterEmail,
    subject: input.subject,
    source: input.source,
    accessTokenHash: input.accessTokenHash ?? null,
    createdAt: input.now,
    updatedAt: input.now,
  }).returning({ id: supportTickets.id });
  if (!ticket) throw new Error('support ticket insert returned no row');
  await tx.insert(supportTicketMessages).values({
    organizationId: input.organizationId,
    ticketId: ticket.id,
    authorUserId: input.requesterUserId,
    fromStaff: false,
    body: input.body,
    createdAt: input.now,
  });
  await recordEvent(tx, {
    type: 'support.ticket-opened',
    organizationId: input.organizationId,
    actorUserId: input.requesterUserId,
    subject: { ticketId: ticket.id },
    audience: { kind: 'administrators' },
    payload: { subject: input.subject, requester: input.requesterName ?? await memberName(tx, input.organizationId, input.requesterUserId) },
  });
  return ticket.id;
}

/** The member's name as the administrators' notice says it. */
async function memberName(db: Db, organizationId: number, userId: number | null): Promise<string> {
  if (userId === null) throw new Error('a visitor ticket needs the name the visitor gave');
  const [member] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId))).limit(1);
  if (!member) throw new Error(`member ${userId} not found in organization ${organizationId}`);
  return `${member.firstName} ${member.lastName}`.trim() || member.email;
}
