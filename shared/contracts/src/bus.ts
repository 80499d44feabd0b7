import type { Language } from './language';
import type { NotificationItem } from './notifications';
import type { RouteRole } from './route-roles';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** Every topic of the event bus and its payload: the one list (ARCHITECTURE section 3). */
export interface BusTopics {
  'session.changed': { signedIn: boolean; userId: number | null };
  'language.changed': { language: Language };
  'cart.changed': { count: number };
  /** The member's unread notifications (the notification stream's leader tab tells every tab). */
  'unread.changed': { count: number };
  /** A notification arrived live (GET sse), in the page language. */
  'notification.received': NotificationItem;
  toast: { type: ToastType; message: string; durationMs?: number };
  /** To a path, or to the page of a role (a shared package that knows no paths: session expiry -> login). */
  navigate: ({ to: string } | { role: Exclude<RouteRole, 'assessment'> }) & { replace?: boolean };
}
export type BusTopic = keyof BusTopics;

/** Topics that are also broadcast to the other tabs of the same site. */
export const CROSS_TAB_TOPICS: readonly BusTopic[] = ['session.changed', 'unread.changed', 'notification.received'];
