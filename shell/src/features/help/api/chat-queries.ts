import { useMutation, useQuery, useQueryClient } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { CHAT_TOKEN_HEADER, type SupportTicketDetail } from '@halaqa/contracts/src/support';
import { api } from '@halaqa/session';
import { supportKeys } from './keys';

/** How often an open chat asks for new answers while the page is in view. */
export const CHAT_REFRESH_MS = 10_000;

/** The chat a visitor or member has open in this tab (chat-storage.ts keeps it). */
export interface OpenChatRef {
  ticketId: number;
  /** A visitor's access token; null for a member (the session says who they are). */
  token: string | null;
}

const tokenHeader = (token: string | null) => (token ? { header: { [CHAT_TOKEN_HEADER]: token } } : {});

/** GET chat/:ticketId, every CHAT_REFRESH_MS while in view and when the page comes back into view. */
export function useChat(chat: OpenChatRef | null) {
  return useQuery({
    queryKey: supportKeys.chat(chat?.ticketId ?? 0),
    queryFn: () => unwrap(api.GET('/api/chat/{ticketId}', { params: { path: { ticketId: chat!.ticketId }, ...tokenHeader(chat!.token) } })),
    enabled: chat !== null,
    refetchInterval: CHAT_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** POST chat. */
export function useOpenChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { message: string; name?: string; email?: string }) => unwrap(api.POST('/api/chat', { body })),
    onSuccess: (opened) => {
      client.setQueryData(supportKeys.chat(opened.ticket.id), opened.ticket);
      void client.invalidateQueries({ queryKey: supportKeys.tickets });
    },
  });
}

/** POST chat/:ticketId/messages. */
export function useWriteToChat(chat: OpenChatRef | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => unwrap(api.POST('/api/chat/{ticketId}/messages', {
      params: { path: { ticketId: chat!.ticketId }, ...tokenHeader(chat!.token) },
      body: { body },
    })),
    onSuccess: (ticket: SupportTicketDetail) => client.setQueryData(supportKeys.chat(ticket.id), ticket),
  });
}
