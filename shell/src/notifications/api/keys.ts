/** Every notification query starts with 'notifications': a live one or a change refreshes them all. */
export const notificationKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'count'] as const,
  lists: ['notifications', 'list'] as const,
  list: (language: string, filter: 'all' | 'unread', size: number, page?: number) =>
    ['notifications', 'list', language, filter, size, ...(page === undefined ? [] : [page])] as const,
  groups: (language: string) => ['notifications', 'groups', language] as const,
  settings: ['notifications', 'settings'] as const,
};
