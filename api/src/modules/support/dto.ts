import { Type, type Static } from '@sinclair/typebox';
import {
  CHAT_TOKEN_HEADER, HELP_CENTER_CATEGORIES, SUPPORT_LIMITS, SUPPORT_TICKET_SOURCES, SUPPORT_TICKET_STATUSES,
  type HelpCenterArticle, type OpenedChat, type SupportTicket, type SupportTicketDetail,
} from '@halaqa/contracts/src/support';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../core/http-schemas';
import { EmailSchema } from '../users/account-dto';
import type { Assert, Same } from '../../core/type-checks';

/** Text a person writes: at least one character that is not a space (the services trim it). */
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

const StatusSchema = StringEnum(SUPPORT_TICKET_STATUSES);

export const SupportTicketSchema = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  status: StatusSchema,
  source: StringEnum(SUPPORT_TICKET_SOURCES),
  requester: Type.Object({
    userId: Nullable(Type.Integer()),
    name: Type.String(),
    email: Type.String(),
  }),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
/** @public Compile-time check, never imported: fails to compile if the wire schema drifts from the shared contract. */
export type SupportTicketContractCheck = Assert<Same<Static<typeof SupportTicketSchema>, SupportTicket>>;

export const SupportTicketDetailSchema = Type.Composite([SupportTicketSchema, Type.Object({
  messages: Type.Array(Type.Object({
    id: Type.Integer(),
    body: Type.String(),
    fromStaff: Type.Boolean(),
    createdAt: DateTimeSchema,
  })),
})]);
/** @public Compile-time check, never imported: fails to compile if the wire schema drifts from the shared contract. */
export type SupportTicketDetailContractCheck = Assert<Same<Static<typeof SupportTicketDetailSchema>, SupportTicketDetail>>;

export const SupportTicketPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(SupportTicketSchema) });

const Skip = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0 });
/** Page sizes: tickets and articles are read a screen at a time. */
export const TICKET_PAGE_SIZE = 10;
export const ARTICLE_PAGE_SIZE = 50;
const MAX_TAKE = 100;

export const ListTicketsQuerySchema = Type.Object({
  skip: Type.Optional(Skip),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TAKE, default: TICKET_PAGE_SIZE })),
  all: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 0, description: "1: every ticket of the organization (administrators only)" })),
  status: Type.Optional(StatusSchema),
}, { additionalProperties: false });
export type ListTicketsQuery = Static<typeof ListTicketsQuerySchema>;

export const TicketParamsSchema = Type.Object({ ticketId: IdSchema });

export const OpenTicketBodySchema = Type.Object({
  subject: Text(SUPPORT_LIMITS.subject),
  body: Text(SUPPORT_LIMITS.body),
}, { additionalProperties: false });
export type OpenTicketBody = Static<typeof OpenTicketBodySchema>;

export const UpdateTicketBodySchema = Type.Object({
  body: Type.Optional(Text(SUPPORT_LIMITS.body)),
  status: Type.Optional({ ...StatusSchema, description: 'Administrators only' }),
}, { additionalProperties: false, minProperties: 1 });
export type UpdateTicketBody = Static<typeof UpdateTicketBodySchema>;

export const ContactBodySchema = Type.Object({
  name: Text(SUPPORT_LIMITS.name),
  email: EmailSchema,
  subject: Text(SUPPORT_LIMITS.subject),
  message: Text(SUPPORT_LIMITS.body),
}, { additionalProperties: false });
export type ContactBody = Static<typeof ContactBodySchema>;

export const OpenChatBodySchema = Type.Object({
  message: Text(SUPPORT_LIMITS.body),
  name: Type.Optional(Text(SUPPORT_LIMITS.name)),
  email: Type.Optional(EmailSchema),
}, { additionalProperties: false, description: 'Visitors give their name and email; members are known by their session' });
export type OpenChatBody = Static<typeof OpenChatBodySchema>;

export const OpenedChatSchema = Type.Object({
  ticket: SupportTicketDetailSchema,
  accessToken: Nullable(Type.String({ description: `Visitors only, shown once: send it back in ${CHAT_TOKEN_HEADER}` })),
});
/** @public Compile-time check, never imported: fails to compile if the wire schema drifts from the shared contract. */
export type OpenedChatContractCheck = Assert<Same<Static<typeof OpenedChatSchema>, OpenedChat>>;

export const ChatHeadersSchema = Type.Object({
  [CHAT_TOKEN_HEADER]: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "A visitor's chat access token (from POST chat)" })),
});

export const ChatMessageBodySchema = Type.Object({ body: Text(SUPPORT_LIMITS.body) }, { additionalProperties: false });

const HelpCenterArticleSchema = Type.Object({
  id: Type.Integer(),
  category: StringEnum(HELP_CENTER_CATEGORIES),
  question: Type.String(),
  answer: Type.String(),
});
/** @public Compile-time check, never imported: fails to compile if the wire schema drifts from the shared contract. */
export type HelpCenterArticleContractCheck = Assert<Same<Static<typeof HelpCenterArticleSchema>, HelpCenterArticle>>;

export const HelpCenterPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(HelpCenterArticleSchema) });

export const HelpCenterQuerySchema = Type.Object({
  search: Type.Optional(Type.String({ maxLength: SUPPORT_LIMITS.search, description: 'Words looked for in the questions and answers (request language)' })),
  category: Type.Optional(StringEnum(HELP_CENTER_CATEGORIES)),
  skip: Type.Optional(Skip),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TAKE, default: ARTICLE_PAGE_SIZE })),
}, { additionalProperties: false });
export type HelpCenterQuery = Static<typeof HelpCenterQuerySchema>;
