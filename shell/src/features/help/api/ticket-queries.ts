import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import type { SupportTicketDetail, SupportTicketStatus } from '@halaqa/contracts/src/support';
import { api } from '@halaqa/session';
import { supportKeys } from './keys';

export const TICKET_PAGE_SIZE = 10;

/** GET technical-support: the member's tickets, or (`all`, administrators) the organization's. */
export function useTickets(view: 'mine' | 'all', page: number) {
  return useQuery({
    queryKey: supportKeys.ticketList(view, page),
    queryFn: () => unwrap(api.GET('/api/technical-support', {
      params: { query: { skip: (page - 1) * TICKET_PAGE_SIZE, take: TICKET_PAGE_SIZE, ...(view === 'all' ? { all: 1 } : {}) } },
    })),
    placeholderData: keepPreviousData,
  });
}

/** GET technical-support/:ticketId; read again when the page comes back into view (answers arrive meanwhile). */
export function useTicket(ticketId: number) {
  return useQuery({
    queryKey: supportKeys.ticket(ticketId),
    queryFn: () => unwrap(api.GET('/api/technical-support/{ticketId}', { params: { path: { ticketId } } })),
    refetchOnWindowFocus: true,
  });
}

/** POST technical-support. */
export function useOpenTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { subject: string; body: string }) => unwrap(api.POST('/api/technical-support', { body })),
    onSuccess: (ticket) => {
      client.setQueryData(supportKeys.ticket(ticket.id), ticket);
      void client.invalidateQueries({ queryKey: supportKeys.tickets });
    },
  });
}

/** PATCH technical-support/:ticketId: a reply and/or (staff) a status. */
export function useUpdateTicket(ticketId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { body?: string; status?: SupportTicketStatus }) =>
      unwrap(api.PATCH('/api/technical-support/{ticketId}', { params: { path: { ticketId } }, body })),
    onSuccess: (ticket: SupportTicketDetail) => {
      client.setQueryData(supportKeys.ticket(ticket.id), ticket);
      void client.invalidateQueries({ queryKey: supportKeys.tickets, predicate: (query) => query.queryKey[2] === 'list' });
    },
  });
}

/** POST contact-us (visitors and members); a member's message joins their tickets. */
export function useSendContactMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; email: string; subject: string; message: string }) => unwrap(api.POST('/api/contact-us', { body })),
    onSuccess: () => void client.invalidateQueries({ queryKey: supportKeys.tickets }),
  });
}
