/**
 * Getting help (spec sections 2 "Account", 3 "Other", 4 "Other states", 7
 * "Misc"): support tickets opened by members, through the contact form or a
 * chat, and the help center's questions and answers.
 *
 * Not re-exported from the package's index on purpose (as ./telemetry.ts):
 * the shell's first load carries every export of the index (it is one shared
 * module), and these are needed only by the getting-help pages, which load
 * on their first visit. Import it by path: `@halaqa/contracts/src/support`.
 */

/** Spec enumeration "support ticket status"; a ticket starts received (spec section 4). */
export const SUPPORT_TICKET_STATUSES = ['received', 'pending', 'resolved'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/** Where a ticket came from: the technical support page, the contact form, or a chat. */
export const SUPPORT_TICKET_SOURCES = ['member', 'contact-us', 'chat'] as const;
export type SupportTicketSource = (typeof SUPPORT_TICKET_SOURCES)[number];

/** Lengths the API accepts and the forms check before sending. */
export const SUPPORT_LIMITS = {
  name: 100,
  subject: 200,
  body: 5000,
  search: 100,
} as const;

/** The person a ticket is from: a member (userId) or a visitor (name and email as given). */
interface SupportRequester {
  userId: number | null;
  name: string;
  email: string;
}

export interface SupportTicket {
  id: number;
  subject: string;
  status: SupportTicketStatus;
  source: SupportTicketSource;
  requester: SupportRequester;
  createdAt: string;
  updatedAt: string;
}

export interface SupportMessage {
  id: number;
  body: string;
  /** Written by the organization's support staff (an administrator), not by the requester. */
  fromStaff: boolean;
  createdAt: string;
}

/** A ticket with its conversation, oldest message first. */
export interface SupportTicketDetail extends SupportTicket {
  messages: SupportMessage[];
}

/**
 * A chat just opened. `accessToken` lets a visitor read and answer it later
 * (sent back in CHAT_TOKEN_HEADER); it is shown once and stored hashed.
 * Members read their chats as their own tickets: null for them.
 */
export interface OpenedChat {
  ticket: SupportTicketDetail;
  accessToken: string | null;
}

/** The request header that carries a chat's access token: never in the address (logs, history). */
export const CHAT_TOKEN_HEADER = 'x-chat-token';

/** Help center sections, in the order the page shows them. */
export const HELP_CENTER_CATEGORIES = ['getting-started', 'account', 'courses', 'certificates', 'support'] as const;
export type HelpCenterCategory = (typeof HELP_CENTER_CATEGORIES)[number];

/** One question and answer of the help center, in the request language. */
export interface HelpCenterArticle {
  id: number;
  category: HelpCenterCategory;
  question: string;
  /** Plain text; blank lines separate paragraphs. */
  answer: string;
}

/**
 * The organization's configuration key (GET organizations-dashboard/custom-configs)
 * holding its mobile apps' store pages: `{ appStoreUrl?, playStoreUrl? }`.
 */
export const MOBILE_APP_LINKS_CONFIG_KEY = 'mobile-app-links';
