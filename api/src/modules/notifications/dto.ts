import { Type, type Static } from '@sinclair/typebox';
import { NOTIFICATION_CONTROL_GROUPS, type NotificationCategory, type NotificationControlGroup, type NotificationData, type NotificationItem, type NotificationSetting } from '@halaqa/contracts/src/notifications';
import { DateTimeSchema, IdSchema, LanguageSchema, Nullable, StringEnum } from '../../core/http-schemas';
import type { Assert, Same } from '../../core/type-checks';

const CATEGORIES = [
  'group', 'event', 'discussionBoard', 'announcement', 'certificate', 'checklist', 'importedCourse', 'plagiarism', 'grades',
  'courseApproval', 'course', 'post', 'account', 'support', 'orders', 'coaching',
] as const satisfies readonly NotificationCategory[];

const NotificationDataSchema = Type.Object({
  notificationTemplate: Type.Integer(),
  groupId: Type.Optional(Type.Integer()),
  postId: Type.Optional(Type.Integer()),
  eventId: Type.Optional(Type.Integer()),
  courseId: Type.Optional(Type.Integer()),
  announcementId: Type.Optional(Type.Integer()),
  gradeItemId: Type.Optional(Type.Integer()),
  discussionBoardId: Type.Optional(Type.Integer()),
  specializationId: Type.Optional(Type.Integer()),
  ticketId: Type.Optional(Type.Integer()),
  bookingId: Type.Optional(Type.Integer()),
});
/** @public Compile-time check, never imported. */
export type NotificationDataCheck = Assert<Same<Static<typeof NotificationDataSchema>, NotificationData>>;

export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  text: Type.String({ description: 'In the request language' }),
  readAt: Nullable(DateTimeSchema),
  createdAt: DateTimeSchema,
  imgUrl: Nullable(Type.String()),
  to: Nullable(Type.String({ description: 'The page it opens, or null' })),
  category: StringEnum(CATEGORIES),
  data: NotificationDataSchema,
});
/** @public Compile-time check, never imported. */
export type NotificationContractCheck = Assert<Same<Static<typeof NotificationSchema>, NotificationItem>>;

export const NotificationPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(NotificationSchema) });
export const UnreadCountSchema = Type.Object({ count: Type.Integer({ minimum: 0 }) });

const MAX_TAKE = 100;
const PortalsSchema = Type.Integer({ minimum: 0, maximum: 3, description: 'Which portal lists them (1: the member site); accepted for compatibility' });

export const ListNotificationsQuerySchema = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TAKE, default: 10 })),
  portals: Type.Optional(PortalsSchema),
  language: Type.Optional(LanguageSchema),
  unread: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 0, description: '1: unread ones only' })),
}, { additionalProperties: false });
export type ListNotificationsQuery = Static<typeof ListNotificationsQuerySchema>;

export const NotificationParamsSchema = Type.Object({ notificationId: IdSchema });

export const ReadAllSchema = Type.Object({ read: Type.Integer({ description: 'How many were marked read' }) });
export const ReadOneSchema = Type.Object({ id: Type.Integer(), readAt: DateTimeSchema });

export const TemplateSchema = Type.Object({
  id: Type.Integer(),
  category: StringEnum(CATEGORIES),
  notificationControlGroupId: Nullable(Type.Integer()),
});

const GROUP_KEYS = NOTIFICATION_CONTROL_GROUPS.map((group) => group.key);
export const ControlGroupSchema = Type.Object({
  id: Type.Integer(),
  key: StringEnum(GROUP_KEYS),
  name: Type.String(),
  description: Type.String(),
});
/** @public Compile-time check, never imported. */
export type ControlGroupContractCheck = Assert<Same<Static<typeof ControlGroupSchema>, NotificationControlGroup>>;

export const SettingSchema = Type.Object({ notificationControlGroupId: IdSchema, isDisabled: Type.Boolean() }, { additionalProperties: false });
/** @public Compile-time check, never imported. */
export type SettingContractCheck = Assert<Same<Static<typeof SettingSchema>, NotificationSetting>>;
export const SettingsBodySchema = Type.Array(SettingSchema, { minItems: 1, maxItems: NOTIFICATION_CONTROL_GROUPS.length });
export type SettingsBody = Static<typeof SettingsBodySchema>;

export const PushTokenBodySchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 4096, pattern: '^\\S+$' }),
}, { additionalProperties: false });
export const PushTokenParamsSchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 4096 }) });

const TOPICS = ['members', 'administrators'] as const;
export const SendToTopicBodySchema = Type.Object({
  topic: StringEnum(TOPICS, { description: 'members: everyone in the organization; administrators: its administrators' }),
  text: Type.String({ minLength: 1, maxLength: 500 }),
  arText: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
}, { additionalProperties: false });
export type SendToTopicBody = Static<typeof SendToTopicBodySchema>;
export const SentSchema = Type.Object({ eventId: Type.Integer() });

export const StreamTicketSchema = Type.Object({
  ticket: Type.String(),
  expiresAt: DateTimeSchema,
});

export const StreamQuerySchema = Type.Object({
  id: IdSchema,
  token: Type.String({ minLength: 20, maxLength: 200 }),
  lang: Type.Optional(LanguageSchema),
  lastEventId: Type.Optional(Type.Integer({ minimum: 0 })),
}, { additionalProperties: false });

export const ActivitySchema = Type.Object({
  id: Type.Integer(),
  type: StringEnum(['sign-in', 'password-changed', 'course-enrolled', 'specialization-enrolled', 'order-completed', 'refund-requested', 'refund-decided'] as const),
  text: Type.String(),
  createdAt: DateTimeSchema,
  device: Nullable(Type.String()),
  address: Nullable(Type.String()),
  courseId: Nullable(Type.Integer()),
  specializationId: Nullable(Type.Integer()),
  /** Purchases and refunds: the order (the payment history shows it). */
  orderId: Nullable(Type.Integer()),
});
export const ActivityPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(ActivitySchema) });
export const ActivityQuerySchema = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TAKE, default: 15 })),
}, { additionalProperties: false });
