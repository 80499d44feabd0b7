import { Type, type Static } from '@sinclair/typebox';
import type { OrganizationAnnouncement } from '@halaqa/contracts';
import { IdSchema, LanguageSchema, Nullable, DateTimeSchema } from '../../core/http-schemas';
import type { Assert, Same } from '../../core/type-checks';


export const AnnouncementSchema = Type.Object({
  id: Type.Integer(),
  body: Type.String({ description: 'In the request language when translated' }),
  externalLink: Nullable(Type.String()),
  startDate: Nullable(DateTimeSchema),
  endDate: Nullable(DateTimeSchema),
  createdAt: DateTimeSchema,
});
/** @public Compile-time check, never imported: fails to compile if the wire schema drifts from the shared contract. */
export type AnnouncementContractCheck = Assert<Same<Static<typeof AnnouncementSchema>, OrganizationAnnouncement>>;

/** Page size when `take` is absent; clients wanting everything send Number.MAX_SAFE_INTEGER. */
export const DEFAULT_TAKE = 20;

const Flag = Type.Integer({ minimum: 0, maximum: 1, default: 0 });

export const ListAnnouncementsQuerySchema = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: DEFAULT_TAKE })),
  filterDismissed: Type.Optional({ ...Flag, description: '1 hides announcements the signed-in user dismissed' }),
  filterExpired: Type.Optional({ ...Flag, description: '1 hides ended and not yet started announcements' }),
});
export type ListAnnouncementsQuery = Static<typeof ListAnnouncementsQuerySchema>;

export const AnnouncementPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(AnnouncementSchema) });

export const CreateAnnouncementBodySchema = Type.Object({
  body: Type.String({ minLength: 1, maxLength: 10_000 }),
  externalLink: Type.Optional(Nullable(Type.String({ maxLength: 2048 }))),
  startDate: Type.Optional(Nullable(DateTimeSchema)),
  endDate: Type.Optional(Nullable(DateTimeSchema)),
  translations: Type.Optional(Type.Array(
    Type.Object({ language: LanguageSchema, body: Type.String({ minLength: 1, maxLength: 10_000 }) }, { additionalProperties: false }),
    { maxItems: 2 },
  )),
}, { additionalProperties: false });
export type CreateAnnouncementBody = Static<typeof CreateAnnouncementBodySchema>;

export const AnnouncementParamsSchema = Type.Object({ announcementId: IdSchema });

export const DismissalSchema = Type.Object({ announcementId: Type.Integer(), dismissedAt: DateTimeSchema });
