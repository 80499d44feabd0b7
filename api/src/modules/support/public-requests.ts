import type { OpenedChat, SupportTicket, SupportTicketDetail } from '@halaqa/contracts/src/support';
import type { Db } from '../../core/db/types';
import { badRequest } from '../../core/errors';
import { chatTokenMatches, newChatToken } from './chat-token';
import { assertContactAllowed, chatBucket, contactBuckets, recordContact } from './contact-limit';
import type { ContactBody, OpenChatBody } from './dto';
import { openTicket } from './open-ticket';
import { findTicket, ticketDetail, ticketDetailById, ticketNotFound, toTicket, type TicketRow } from './tickets';
import { addRequesterMessage } from './update-ticket';

/** Who writes to the contact form or the chat: a visitor, or a member (then `member` says who). */
export interface PublicScope {
  organizationId: number;
  /** The client address (Fastify's request.ip, as trustProxy allows). */
  address: string;
  member: { userId: number; email: string } | null;
  now: Date;
}

/**
 * POST contact-us: a ticket from the contact form, with the name and email
 * as typed (a member's lands among their own tickets too). Rate limited per
 * address and per email. One transaction: the count, the ticket and its
 * administrators' notice.
 */
export async function sendContactMessage(db: Db, scope: PublicScope, input: ContactBody): Promise<SupportTicket> {
  const email = input.email.trim().toLowerCase();
  const buckets = contactBuckets(scope.address, email);
  return db.transaction(async (tx) => {
    await assertContactAllowed(tx, scope.organizationId, buckets, scope.now);
    const ticketId = await openTicket(tx, {
      organizationId: scope.organizationId,
      source: 'contact-us',
      requesterUserId: scope.member?.userId ?? null,
      requesterName: input.name.trim(),
      requesterEmail: email,
      subject: input.subject.trim(),
      body: input.message.trim(),
      now: scope.now,
    });
    await recordContact(tx, scope.organizationId, buckets, scope.now);
    const ticket = await findTicket(tx, scope.organizationId, ticketId);
    if (!ticket) throw new Error(`support ticket ${ticketId} vanished inside its own transaction`);
    return toTicket(ticket);
  });
}

/** A chat's subject: its first line, short enough for a list. */
const CHAT_SUBJECT_LENGTH = 80;
function chatSubject(message: string): string {
  const firstLine = message.split('\n').find((line) => line.trim())?.trim() ?? message;
  return firstLine.length > CHAT_SUBJECT_LENGTH ? `${firstLine.slice(0, CHAT_SUBJECT_LENGTH - 1).trimEnd()}…` : firstLine;
}

/**
 * POST chat: a conversation with the support staff, kept as a ticket. A
 * visitor gives a name and email and receives the chat's access token
 * (once); a member is known by the session and reads it as their own
 * ticket. Rate limited like the contact form.
 */
export async function openChat(db: Db, scope: PublicScope, input: OpenChatBody): Promise<OpenedChat> {
  const name = input.name?.trim();
  const email = (input.email ?? scope.member?.email)?.trim().toLowerCase();
  if (!scope.member && (!name || !email)) throw badRequest('A visitor gives a name and an email to open a chat');
  const buckets = contactBuckets(scope.address, email!);
  const token = scope.member ? null : newChatToken();
  return db.transaction(async (tx) => {
    await assertContactAllowed(tx, scope.organizationId, buckets, scope.now);
    const message = input.message.trim();
    const ticketId = await openTicket(tx, {
      organizationId: scope.organizationId,
      source: 'chat',
      requesterUserId: scope.member?.userId ?? null,
      requesterName: scope.member ? null : name!,
      requesterEmail: scope.member ? null : email!,
      subject: chatSubject(message),
      body: message,
      accessTokenHash: token?.hash ?? null,
      now: scope.now,
    });
    await recordContact(tx, scope.organizationId, buckets, scope.now);
    return { ticket: await ticketDetailById(tx, scope.organizationId, ticketId), accessToken: token?.token ?? null };
  });
}

/** Who may read and write a chat: the member who opened it, or whoever holds its token. */
function mayUseChat(ticket: TicketRow | null, userId: number | null, token: string | undefined): ticket is TicketRow {
  if (!ticket || ticket.source !== 'chat') return false;
  if (userId !== null && ticket.requesterUserId === userId) return true;
  return chatTokenMatches(ticket.accessTokenHash, token);
}

/** GET chat/:ticketId. */
export async function readChat(db: Db, organizationId: number, userId: number | null, token: string | undefined, ticketId: number): Promise<SupportTicketDetail> {
  const ticket = await findTicket(db, organizationId, ticketId);
  if (!mayUseChat(ticket, userId, token)) throw ticketNotFound();
  return ticketDetail(db, organizationId, ticket);
}

/**
 * POST chat/:ticketId/messages: the requester writes again (a resolved chat
 * opens again). A visitor's messages are rate limited per chat.
 */
export async function writeToChat(
  db: Db,
  scope: PublicScope,
  token: string | undefined,
  ticketId: number,
  body: string,
): Promise<SupportTicketDetail> {
  const userId = scope.member?.userId ?? null;
  return db.transaction(async (tx) => {
    const ticket = await findTicket(tx, scope.organizationId, ticketId, { lock: true });
    if (!mayUseChat(ticket, userId, token)) throw ticketNotFound();
    const visitor = ticket.requesterUserId === null;
    const buckets = visitor ? [chatBucket(ticket.id)] : [];
    if (visitor) await assertContactAllowed(tx, scope.organizationId, buckets, scope.now);
    // Whoever gets in writes as the requester: the member who opened it, or the visitor (no account).
    const detail = await addRequesterMessage(tx, scope, ticket, ticket.requesterUserId, body.trim());
    if (visitor) await recordContact(tx, scope.organizationId, buckets, scope.now);
    return detail;
  });
}
