import type { SupportTicketStatus } from '@halaqa/contracts/src/support';

/**
 * What a new message does to a ticket's status (spec section 4: a ticket
 * starts received). The support staff's first answer takes a received
 * ticket into pending; the requester writing again reopens a resolved one.
 * Anything else leaves the status as it was: only the staff move a ticket
 * on by hand (PATCH technical-support with `status`).
 */
export function statusAfterMessage(current: SupportTicketStatus, fromStaff: boolean): SupportTicketStatus {
  if (fromStaff) return current === 'received' ? 'pending' : current;
  return current === 'resolved' ? 'pending' : current;
}
