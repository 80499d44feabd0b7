import type { OpenChatRef } from '../api/chat-queries';

/**
 * The chat open in this tab: its id and, for a visitor, its access token.
 * sessionStorage, not localStorage: the token lives as long as the tab, and
 * the origin (the organization's host) keeps organizations apart.
 */
export const CHAT_STORAGE_KEY = 'halaqa.support-chat';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const tabStorage = (): Store | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export function readOpenChat(storage: Store | null = tabStorage()): OpenChatRef | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(CHAT_STORAGE_KEY) ?? 'null');
    if (value === null || typeof value !== 'object') return null;
    const { ticketId, token } = value as Record<string, unknown>;
    if (!Number.isInteger(ticketId) || (ticketId as number) < 1) return null;
    return { ticketId: ticketId as number, token: typeof token === 'string' && token ? token : null };
  } catch {
    return null;
  }
}

export function keepOpenChat(chat: OpenChatRef, storage: Store | null = tabStorage()): void {
  storage?.setItem(CHAT_STORAGE_KEY, JSON.stringify(chat));
}

export function forgetOpenChat(storage: Store | null = tabStorage()): void {
  storage?.removeItem(CHAT_STORAGE_KEY);
}
