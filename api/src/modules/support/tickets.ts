import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES, type Paged } from '@halaqa/contracts';
import type { SupportTicket, SupportTicketDetail } from '@halaqa/contracts/src/support';
import type { Db } from '../../core/db/types';
import { notFound } from '../../core/errors';
import { users } from '../users/tables';
import { TICKET_PAGE_SIZE, type ListTicketsQuery } from './dto';
import { supportTicketMessages, supportTickets } from './tables';

/** The one answer for every ticket the caller may not see, so ids cannot be probed. */
export const ticketNotFound = () => notFound(ERROR_CODES.SUPPORT_TICKET_NOT_FOUND, 'Support ticket not found');

/** A ticket as the services use it: the wire fields, plus who owns it and its chat token hash. */
export interface TicketRow {
  id: number;
  subject: string;
  status: SupportTicket['status'];
  source: SupportTicket['source'];
  requesterUserId: number | null;
  requesterName: string;
  requesterEmail: string;
  accessTokenHash: string | null;
  createdAt: Date;
  updatedAt: Date;
}

// A visitor's name and email are on the ticket; a member's come from the account unless given on the contact form.
const ticketColumns = {
  id: supportTickets.id,
  subject: supportTickets.subject,
  status: supportTickets.status,
  source: supportTickets.source,
  requesterUserId: supportTickets.requesterUserId,
  requesterName: sql<string>`coalesce(${supportTickets.requesterName}, trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
  requesterEmail: sql<string>`coalesce(${supportTickets.requesterEmail}, ${users.email}, '')`,
  accessTokenHash: supportTickets.accessTokenHash,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
};

const requesterJoin = and(eq(users.organizationId, supportTickets.organizationId), eq(users.id, supportTickets.requesterUserId));

/**
 * One ticket of the organization, by (organization_id, id). With `lock`, the
 * row is held until the transaction ends, so that two answers to one ticket
 * apply their status changes one after the other.
 */
export async function findTicket(db: Db, organizationId: number, ticketId: number, { lock = false } = {}): Promise<TicketRow | null> {
  const query = db.select(ticketColumns).from(supportTickets)
    .leftJoin(users, requesterJoin)
    .where(and(eq(supportTickets.organizationId, organizationId), eq(supportTickets.id, ticketId)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: supportTickets }) : await query;
  return row ?? null;
}

/** The ticket with its conversation, oldest message first. */
export async function ticketDetail(db: Db, organizationId: number, ticket: TicketRow): Promise<SupportTicketDetail> {
  const messages = await db.select({
    id: supportTicketMessages.id,
    body: supportTicketMessages.body,
    fromStaff: supportTicketMessages.fromStaff,
    createdAt: supportTicketMessages.createdAt,
  }).from(supportTicketMessages)
    .where(and(eq(supportTicketMessages.organizationId, organizationId), eq(supportTicketMessages.ticketId, ticket.id)))
    .orderBy(asc(supportTicketMessages.id));
  return { ...toTicket(ticket), messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })) };
}

/** A ticket by id, with its conversation, read again after a change (inside the change's transaction). */
export async function ticketDetailById(db: Db, organizationId: number, ticketId: number): Promise<SupportTicketDetail> {
  const ticket = await findTicket(db, organizationId, ticketId);
  if (!ticket) throw new Error(`support ticket ${ticketId} vanished inside its own transaction`);
  return ticketDetail(db, organizationId, ticket);
}

/**
 * A page of tickets, newest first: the member's own (`requesterUserId`), or
 * every ticket of the organization (`null`, for its support staff).
 */
export async function listTickets(
  db: Db,
  scope: { organizationId: number; requesterUserId: number | null },
  query: ListTicketsQuery,
): Promise<Paged<SupportTicket>> {
  const conditions: SQL[] = [eq(supportTickets.organizationId, scope.organizationId)];
  if (scope.requesterUserId !== null) conditions.push(eq(supportTickets.requesterUserId, scope.requesterUserId));
  if (query.status) conditions.push(eq(supportTickets.status, query.status));
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(supportTickets).where(where);
  const rows = await db.select(ticketColumns).from(supportTickets)
    .leftJoin(users, requesterJoin)
    .where(where)
    .orderBy(desc(supportTickets.id))
    .offset(query.skip ?? 0)
    .limit(query.take ?? TICKET_PAGE_SIZE);
  return { count: total?.value ?? 0, data: rows.map(toTicket) };
}

export function toTicket(row: TicketRow): SupportTicket {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    source: row.source,
    requester: { userId: row.requesterUserId, name: row.requesterName, email: row.requesterEmail },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
