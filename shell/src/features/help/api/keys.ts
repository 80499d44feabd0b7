/**
 * Every query of the getting-help pages starts with 'support', so a change
 * (a new ticket, an answer) refreshes what depends on it.
 */
export const supportKeys = {
  all: ['support'] as const,
  tickets: ['support', 'tickets'] as const,
  ticketList: (view: 'mine' | 'all', page: number) => ['support', 'tickets', 'list', view, page] as const,
  ticket: (ticketId: number) => ['support', 'tickets', 'detail', ticketId] as const,
  helpCenter: (language: string, search: string) => ['support', 'help-center', language, search] as const,
  chat: (ticketId: number) => ['support', 'chat', ticketId] as const,
  appLinks: (organizationId: number) => ['support', 'app-links', organizationId] as const,
};
